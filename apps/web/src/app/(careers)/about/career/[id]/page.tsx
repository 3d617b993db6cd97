import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { arrangementToWords, formatDate, formatPayRange, htmlToText } from "@site/contract";
import { sanitizeRichText } from "@site/rich-text";
import { env } from "@/env";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClasses } from "@/components/ui/button";
import { pageMetadata } from "@/components/seo/page-metadata";
import { CareerApplication } from "@/components/careers/career-application";
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
            <dl className="flex flex-wrap gap-x-8 gap-y-3 text-[0.9375rem]">
              <div>
                <dt className="text-sm text-ink-600">Date posted</dt>
                <dd className="font-semibold text-ink-900">
                  <time dateTime={career.posted_date}>{formatDate(career.posted_date)}</time>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-ink-600">Arrangement</dt>
                <dd className="font-semibold text-ink-900">
                  {arrangementToWords(career.position_arrangement)}
                </dd>
              </div>
              {career.pay_range ? (
                <div>
                  <dt className="text-sm text-ink-600">Pay range</dt>
                  <dd className="font-semibold text-ink-900" data-testid="career-pay">
                    {formatPayRange(career.pay_range)}
                  </dd>
                </div>
              ) : null}
            </dl>
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
          <section aria-labelledby="job-description" className="[&_.prose-site>h2:first-child]:mt-0">
            {/* The description brings its own headings ("About the role"...); this one names the section. */}
            <h2 id="job-description" className="sr-only">
              Job description
            </h2>
            <div className="prose-site" dangerouslySetInnerHTML={{ __html: description }} />
          </section>
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
