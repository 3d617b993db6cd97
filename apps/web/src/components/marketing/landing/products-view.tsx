import { LANDING_PAGES, type LandingContentOf } from "@site/contract";
import { ContentSection } from "@/components/marketing/content-section";
import { ArrowRightIcon } from "@/components/marketing/icons";
import { PageHero } from "@/components/marketing/page-hero";

/**
 * /products below the layout (also the team's preview). Without its copy (the API down) the hero names
 * the page and the list is left out.
 */
export function ProductsView({ content }: { content: LandingContentOf<"products"> | null }) {
  return (
    <>
      <PageHero
        pathname="/products"
        eyebrow="Products"
        title={content?.title ?? LANDING_PAGES.products.label}
        intro={content?.intro}
      />
      {content ? (
        <ContentSection id="products" title={content.listTitle}>
          <ul className="grid gap-6 md:grid-cols-2">
            {content.items.map((item) => (
              <li key={item.href}>
                <article className="group relative rounded-3xl border border-ink-200 bg-white p-8 shadow-card transition hover:shadow-pop">
                  <h3 className="text-2xl font-bold">
                    <a href={item.href} className="after:absolute after:inset-0">
                      {item.title}
                    </a>
                  </h3>
                  <p className="mt-3 leading-7 text-ink-600">{item.text}</p>
                  <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700">
                    View packages <ArrowRightIcon className="size-4" />
                  </span>
                </article>
              </li>
            ))}
          </ul>
        </ContentSection>
      ) : null}
    </>
  );
}
