import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { htmlToText } from "@site/contract";
import { sanitizeRichText } from "@site/rich-text";
import { env } from "@/env";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClasses } from "@/components/ui/button";
import { pageMetadata } from "@/components/seo/page-metadata";
import { CareerApplication } from "@/components/careers/career-application";
import { CareerDescription, CareerFacts } from "@/components/careers/career-details";
import { CareerShare } from "@/components/careers/career-share";
import { ClosedBanner } from "@/components/careers/career-status";
import { CompanyText } from "@/components/careers/company-text";
import { JobPostingJsonLd } from "@/components/careers/job-posting-json-ld";
import { getCareer, parseCareerId } from "@/lib/api/careers";
import { withSeo } from "@/lib/seo/with-seo";

type Props = { params: Promise<{ id: string }> };

// Rendered per request: every page carries its own CSP nonce (src/proxy.ts). The API reads behind it
// stay cached and are refreshed every minute or when the API revalidates their tag (lib/api).
export const dynamic = "force-dynamic";

async function load(params: Props["params"]) {
  const id = parseCareerId((await params).id);
  const career = id === null ? null : await getCareer(id);
  if (!career) notFound();
  return career;
}

function summary(html: string): string {
  const text = htmlToText(html);
  return text.length > 158 ? `${text.slice(0, 155).replace(/\s+\S*$/, "")}...` : text;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const career = await load(params);
  // The team's SEO fields (issue 32) where filled in; the opening's own title and text otherwise.
  return pageMetadata(
    withSeo(
      {
        path: `/about/career/${career.id}`,
        title: career.title,
        description: summary(career.job_description),
        // A closed position leaves search results: noindex here, and no JobPosting below.
        noindex: career.status === "CLOSED",
      },
      career.seo,
    ),
  );
}

export default async function CareerPage({ params }: Props) {
  const career = await load(params);
  const closed = career.status === "CLOSED";
  const path = `/about/career/${career.id}`;
  const url = new URL(path, env.SITE_URL).toString();
  const description = sanitizeRichText(career.job_description);

  return (
    <>
      <section className="border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page pt-8 pb-10 sm:pb-14">
          <Breadcrumbs
            pathname={path}
            items={[
              { text: "Home", href: "/" },
              { text: "About", href: "/about" },
              { text: "Careers", href: "/about/career" },
              { text: career.title, href: path },
            ]}
          />
          <div className="mt-10 flex flex-col items-start gap-4">
            {closed ? <ClosedBanner /> : <p className="eyebrow">Careers</p>}
            <h1 className="max-w-4xl text-4xl font-bold sm:text-5xl">{career.title}</h1>
            <CareerFacts
              postedDate={career.posted_date}
              arrangement={career.position_arrangement}
              payRange={career.pay_range}
            />
            {closed ? null : (
              <a href="#apply" className={buttonClasses({ size: "lg", className: "mt-2" })}>
                Apply now
              </a>
            )}
          </div>
        </div>
      </section>

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_30rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_32rem]">
        <div className="min-w-0 space-y-10">
          <CareerDescription html={description} />
          <CompanyText />
          <CareerShare url={url} title={career.title} />
        </div>
        <div className="min-w-0">
          <CareerApplication careerId={career.id} title={career.title} closed={closed} />
        </div>
      </div>

      {closed ? null : (
        <JobPostingJsonLd career={career} descriptionHtml={description} siteUrl={env.SITE_URL} />
      )}
    </>
  );
}
