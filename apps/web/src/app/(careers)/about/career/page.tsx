import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClasses } from "@/components/ui/button";
import { NoResults } from "@/components/ui/no-results";
import { pageMetadata } from "@/components/seo/page-metadata";
import { CareerList } from "@/components/careers/career-list";
import { siteConfig } from "@/config/site";
import { getPublishedCareers } from "@/lib/api/careers";

const PATH = "/about/career";

export const metadata: Metadata = pageMetadata({
  path: PATH,
  description: `Open positions at ${siteConfig.name}: engineering, design and delivery roles building custom software for healthcare, telecom, legal, e-commerce and financial teams.`,
});

const VALUES = [
  {
    title: "Ship real things",
    text: "Production software for real clients, not slide decks. You see your work used.",
  },
  {
    title: "Stay close to users",
    text: "Short loops with the people who use what we build, every single week.",
  },
  {
    title: "Grow on purpose",
    text: "Mentoring, a learning budget and room to try the next role on for size.",
  },
];

export default async function CareersPage() {
  const careers = await getPublishedCareers().catch(() => null);
  return (
    <>
      <section className="border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page pt-8 pb-12 sm:pb-16">
          <Breadcrumbs pathname={PATH} pageTitle="Careers" />
          <p className="eyebrow mt-10">Careers</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold sm:text-5xl">Build software people rely on</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-600">
            {siteConfig.name} is a team of engineers, designers and delivery leads who turn hard business
            problems into dependable products. If you like clear ownership and work that ships, we would like
            to meet you.
          </p>
          <a href="#openings" className={buttonClasses({ size: "lg", className: "mt-8" })}>
            See open positions
          </a>
          <ul className="mt-10 grid gap-4 sm:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-card border border-ink-100 bg-white p-5 shadow-xs">
                <p className="font-display font-semibold text-ink-950">{value.title}</p>
                <p className="mt-1.5 text-[0.9375rem] leading-6 text-ink-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="openings" className="container-page py-12 sm:py-16">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="openings" className="text-3xl font-bold">
            Open positions
          </h2>
          {careers && careers.length > 0 ? (
            <p className="text-sm text-ink-600">
              {careers.filter((c) => c.status !== "CLOSED").length} open of {careers.length} listed
            </p>
          ) : null}
        </div>
        <div className="mt-8">
          {careers === null ? (
            <NoResults
              title="We couldn't load the openings"
              hint="Please refresh the page in a minute. If it keeps happening, write to us and we will send you the list."
            />
          ) : careers.length === 0 ? (
            <NoResults
              title="No openings right now"
              hint={`We are not hiring for a specific role at the moment. You are welcome to write to ${siteConfig.email} anyway.`}
            />
          ) : (
            <CareerList careers={careers} />
          )}
        </div>
      </section>
    </>
  );
}
