import type { BreadcrumbList, WithContext } from "schema-dts";
import { buildBreadcrumbs, type BreadcrumbEntry } from "@site/contract";
import { env } from "@/env";
import { JsonLd } from "@/components/seo/json-ld";

export type BreadcrumbsProps = {
  /** The page's path, e.g. "/services/mvp-development"; crumbs are built from its segments. */
  pathname: string;
  /** Replaces the last crumb's text, e.g. a blog post's title. */
  pageTitle?: string;
  /** Explicit crumbs, when the URL does not tell the story (e.g. Home > Blog > post title). */
  items?: BreadcrumbEntry[];
  className?: string;
  /** "dark" for crumbs over a dark hero. */
  tone?: "light" | "dark";
};

/** Breadcrumb trail with its BreadcrumbList JSON-LD (spec §2). Server component. */
export function Breadcrumbs({
  pathname,
  pageTitle,
  items,
  className = "",
  tone = "light",
}: BreadcrumbsProps) {
  const crumbs = items ?? buildBreadcrumbs(pathname, pageTitle);
  const data: WithContext<BreadcrumbList> = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.text,
      item: new URL(crumb.href, env.SITE_URL).toString(),
    })),
  };
  const muted = tone === "dark" ? "text-ink-300 hover:text-white" : "text-ink-600 hover:text-brand-700";
  const currentColour = tone === "dark" ? "text-white" : "text-ink-900";
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {last ? (
                <span
                  aria-current="page"
                  className={`inline-block font-medium first-letter:uppercase ${currentColour}`}
                >
                  {crumb.text}
                </span>
              ) : (
                <>
                  <a
                    href={crumb.href}
                    className={`inline-block first-letter:uppercase transition-colors ${muted}`}
                  >
                    {crumb.text}
                  </a>
                  <svg viewBox="0 0 20 20" className="size-3.5 text-ink-400" aria-hidden="true">
                    <path d="M7.5 4.5 13 10l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={data} />
    </nav>
  );
}
