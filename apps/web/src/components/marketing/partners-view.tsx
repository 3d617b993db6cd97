import { Image } from "@/components/ui/image";
import type { PartnersContent } from "@site/contract";
import { CheckList } from "@/components/marketing/check-list";
import { ContentSection } from "@/components/marketing/content-section";
import { buttonClasses } from "@/components/ui/button";

/** /about/partners below its hero: the partners and the partner call to action (the team's preview too). */
export function PartnersView({ content: { partners, cta: partnerCta } }: { content: PartnersContent }) {
  return (
    <>
      <ContentSection id="telecom-partners" eyebrow="Telecom partners" title="Our partners">
        <ul className="grid gap-6 lg:grid-cols-2">
          {partners.map((p) => (
            <li
              key={p.name}
              data-testid="partner"
              className="flex flex-col rounded-3xl border border-ink-200 bg-white p-8 shadow-card"
            >
              <Image src={p.logo} alt={p.name} width={260} height={56} className="h-12 w-auto self-start" />
              <p className="mt-6 text-sm font-semibold tracking-wide text-accent-600 uppercase">
                {p.category}
              </p>
              <p className="mt-3 leading-7 text-ink-700">{p.description}</p>
              <CheckList items={p.highlights} className="mt-6" />
            </li>
          ))}
        </ul>
      </ContentSection>
      <section aria-labelledby="partner-cta-title" className="pb-20">
        <div className="container-page">
          <div className="on-dark grid grid-cols-1 gap-10 rounded-3xl bg-gradient-to-br from-ink-950 to-brand-900 p-8 sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
            <div>
              <p className="eyebrow text-accent-300">Partner program</p>
              <h2 id="partner-cta-title" className="mt-3 text-3xl font-bold text-white sm:text-4xl">
                {partnerCta.title}
              </h2>
              <p className="mt-4 text-lg leading-8 text-ink-300">{partnerCta.text}</p>
              <a
                href="/contact"
                // On a phone the label is wider than the card: the button takes the card's width and wraps.
                className={buttonClasses({
                  variant: "inverse",
                  size: "lg",
                  className:
                    "mt-8 max-sm:h-auto max-sm:w-full max-sm:py-3 max-sm:text-center max-sm:whitespace-normal",
                })}
              >
                {partnerCta.button}
              </a>
            </div>
            <CheckList items={partnerCta.benefits} tone="dark" />
          </div>
        </div>
      </section>
    </>
  );
}
