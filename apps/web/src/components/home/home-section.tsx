import type { ReactNode } from "react";

export type HomeSectionProps = {
  /** Stable name of the section; browser tests check the page's order by it. */
  name: string;
  labelledBy?: string;
  label?: string;
  className?: string;
  children: ReactNode;
};

/** The wrapper of every home section: one landmark, named, with the page's vertical rhythm. */
export function HomeSection({
  name,
  labelledBy,
  label,
  className = "py-20 sm:py-24",
  children,
}: HomeSectionProps) {
  return (
    <section
      data-home-section={name}
      id={name}
      aria-labelledby={labelledBy}
      aria-label={label}
      className={className}
    >
      {children}
    </section>
  );
}
