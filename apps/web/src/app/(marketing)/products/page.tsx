import type { Metadata } from "next";
import Link from "next/link";
import { ContentSection } from "@/components/marketing/content-section";
import { ArrowRightIcon } from "@/components/marketing/icons";
import { PageHero } from "@/components/marketing/page-hero";
import { productsIndex } from "@/content/landing";

// Hidden from indexing (spec §6).
export const metadata: Metadata = {
  title: "Products",
  description: productsIndex.intro,
  robots: { index: false, follow: true },
};

export default function ProductsPage() {
  return (
    <>
      <PageHero
        pathname="/products"
        eyebrow="Products"
        title={productsIndex.title}
        intro={productsIndex.intro}
      />
      <ContentSection id="products" title="Available now">
        <ul className="grid gap-6 md:grid-cols-2">
          {productsIndex.items.map((item) => (
            <li key={item.href}>
              <article className="group relative rounded-3xl border border-ink-200 bg-white p-8 shadow-card transition hover:shadow-pop">
                <h3 className="text-2xl font-bold">
                  <Link href={item.href} className="after:absolute after:inset-0">
                    {item.title}
                  </Link>
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
    </>
  );
}
