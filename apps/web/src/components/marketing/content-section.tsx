import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

export type ContentSectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "white" | "muted" | "dark";
  children: ReactNode;
  headingAlign?: "left" | "center";
};

/**
 * A titled section of an inner page with the site's spacing and background rhythm.
 */
export function ContentSection({
  id,
  eyebrow,
  title,
  intro,
  tone = "white",
  headingAlign = "left",
  children,
}: ContentSectionProps) {
  const bg = tone === "muted" ? "bg-ink-50" : tone === "dark" ? "on-dark bg-ink-950" : "bg-white";
  return (
    <section aria-labelledby={`${id}-title`} className={`${bg} py-16 sm:py-20`} data-section={id}>
      <div className="container-page">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          align={headingAlign}
          tone={tone === "dark" ? "dark" : "light"}
        />
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
