import type { ReactNode, Ref } from "react";

const CARD = "rounded-card border border-ink-200 bg-white p-5 shadow-card";

/**
 * A titled part of an admin page (a table, a form, a log): a region named by its heading, with an
 * optional line under the heading (`intro`), as a white card or not. `headingRef` lets the page put the
 * focus on the heading (after the last row of its list is gone, say: the heading is then focusable).
 *
 *   <Section id="keys-title" title="Keys"><DataTable ... /></Section>
 */
export function Section({
  id,
  title,
  intro,
  card = false,
  className,
  headingRef,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  card?: boolean;
  className?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const classes = [card ? CARD : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <section aria-labelledby={id} className={classes || undefined}>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={`${intro ? "mb-1" : "mb-3"} font-display text-xl font-bold text-ink-950`}
      >
        {title}
      </h2>
      {intro ? <p className="mb-4 text-sm text-ink-600">{intro}</p> : null}
      {children}
    </section>
  );
}

/** What an empty list says in its place ("No redirects yet."), spoken when it appears. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-card border border-dashed border-ink-200 bg-white px-6 py-10 text-center text-ink-600"
    >
      {children}
    </p>
  );
}
