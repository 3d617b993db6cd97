import type { Metadata } from "next";
import { Image } from "@/components/ui/image";
import Link from "next/link";
import { CheckList } from "@/components/marketing/check-list";
import { ArrowRightIcon } from "@/components/marketing/icons";
import { PageHero } from "@/components/marketing/page-hero";
import { WorkStrip } from "@/components/marketing/work-strip";
import { workBoxes } from "@/content/works";
import { getClientLogos } from "@/lib/api/marketing";

export const metadata: Metadata = {
  title: "Our Works",
  description: "Seventeen client projects across telecom, healthcare, legal, e-commerce, finance and more.",
  alternates: { canonical: "/about/works" },
};

export default async function WorksPage() {
  // The strip is the team's published row; without the API the page shows its projects without it.
  const strip = await getClientLogos("work-strip").catch(() => []);
  return (
    <>
      <PageHero
        pathname="/about/works"
        crumbTitle="Our works"
        eyebrow="Portfolio"
        title="Work we are proud to put our name on"
        intro="Seventeen clients, from two-person startups to regulated enterprises. Choose a logo to jump to the project."
      />
      {strip.length ? (
        <div className="border-b border-ink-100 bg-white py-8">
          <div className="container-page">
            <WorkStrip clients={strip} />
          </div>
        </div>
      ) : null}
      <section aria-label="Projects" className="bg-ink-50 py-16">
        <ul className="container-page flex flex-col gap-8">
          {workBoxes.map((box) => (
            <li key={box.id} id={box.id} data-testid="work-box" className="scroll-mt-4">
              <article
                className={`grid gap-8 rounded-3xl border border-ink-200 p-8 sm:p-10 lg:grid-cols-[0.9fr_1.1fr] ${box.bgColorClassName}`}
              >
                <div>
                  <Image src={box.logo} alt="" width={200} height={48} className="h-10 w-auto" />
                  <h2 className="mt-6 text-2xl font-bold sm:text-3xl">{box.title}</h2>
                  <p className="mt-2 text-lg font-semibold text-ink-700">{box.shortDescription}</p>
                  {box.caseStudyPath ? (
                    <Link
                      href={box.caseStudyPath}
                      className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
                    >
                      Read the case study <ArrowRightIcon className="size-4" />
                    </Link>
                  ) : null}
                </div>
                <div>
                  <p className="leading-7 text-ink-700">{box.description}</p>
                  <h3 className="mt-6 text-sm font-bold tracking-wide text-ink-600 uppercase">Solutions</h3>
                  <CheckList items={box.solutions} className="mt-3" />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
