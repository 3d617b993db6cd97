import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";

export type PageHeroProps = {
  pathname: string;
  /** Last breadcrumb's text, when the URL segment does not read well. */
  crumbTitle?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Buttons under the intro. */
  actions?: ReactNode;
  /** Artwork or a summary card on the right on large screens. */
  aside?: ReactNode;
  /** Hide the breadcrumb trail (landing pages). */
  noBreadcrumbs?: boolean;
};

/** The opening band of every inner marketing page: breadcrumbs, one h1, intro and actions. */
export function PageHero({
  pathname,
  crumbTitle,
  eyebrow,
  title,
  intro,
  actions,
  aside,
  noBreadcrumbs,
}: PageHeroProps) {
  return (
    <section
      className="relative overflow-hidden border-b border-ink-100 bg-ink-50"
      aria-labelledby="page-title"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(48rem_24rem_at_90%_-20%,rgb(74_114_245/0.2),transparent),radial-gradient(32rem_18rem_at_0%_120%,rgb(255_138_102/0.12),transparent)]"
      />
      <div className="container-page relative py-12 sm:py-16 lg:py-20">
        {noBreadcrumbs ? null : <Breadcrumbs pathname={pathname} pageTitle={crumbTitle} className="mb-8" />}
        <div className={`grid items-center gap-12 ${aside ? "lg:grid-cols-[1.15fr_0.85fr]" : ""}`}>
          <div className="max-w-3xl">
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <h1 id="page-title" className="mt-3 text-4xl leading-[1.1] font-extrabold sm:text-5xl">
              {title}
            </h1>
            {intro ? (
              <p className="mt-6 text-lg leading-8 text-ink-600 sm:text-xl sm:leading-9">{intro}</p>
            ) : null}
            {actions ? (
              <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">{actions}</div>
            ) : null}
          </div>
          {aside ? <div className="relative">{aside}</div> : null}
        </div>
      </div>
    </section>
  );
}
