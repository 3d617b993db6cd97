import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { INDUSTRY_KEYS, type IndustryPage, industryCard, industryPath } from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { IndustryPageView } from "@/components/marketing/industry-page-view";
import { PageHero } from "@/components/marketing/page-hero";
import { mainMenu } from "@/content/navigation";
import { caseStudiesOrNone, getIndustries } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

type Props = { params: Promise<{ slug: string }> };

const isIndustryKey = (slug: string) => (INDUSTRY_KEYS as readonly string[]).includes(slug);

/** The industry's menu entry: its name and line, all the page can show while the API is down. */
const menuEntry = (slug: string) =>
  mainMenu.find((m) => m.id === "industry")?.sub?.find((s) => s.link === industryPath(slug));

/** The published industries, or null while the API is down. */
const industries = () => getIndustries().catch(() => null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = (await params).slug;
  const industry = (await industries())?.find((i) => i.slug === slug);
  const title = industry?.title ?? menuEntry(slug)?.title;
  if (!isIndustryKey(slug) || !title) return {};
  return marketingMetadata(industryPath(slug), {
    title: `${title} Software Development`,
    description: industry?.description ?? menuEntry(slug)?.description,
  });
}

/**
 * An industry's page as the team published it (rendered per request from the cached read; 404 for any
 * other slug). While the API is down it shows the industry's name and menu line with the booking button.
 */
export default async function IndustryPageRoute({ params }: Props) {
  const { slug } = await params;
  if (!isIndustryKey(slug)) notFound();
  const all = await industries();
  if (!all) return <Unavailable slug={slug} />;
  const industry = all.find((i: IndustryPage) => i.slug === slug);
  if (!industry) notFound();
  const others = all
    .filter((i) => i.slug !== slug)
    .slice(0, 3)
    .map(industryCard);
  const study = (await caseStudiesOrNone()).find((c) => c.path === industry.caseStudy);
  return <IndustryPageView industry={industry} others={others} study={study} />;
}

function Unavailable({ slug }: { slug: string }) {
  const entry = menuEntry(slug);
  if (!entry) notFound();
  return (
    <PageHero
      pathname={industryPath(slug)}
      crumbTitle={entry.title}
      eyebrow={`${entry.title} software`}
      title={entry.title}
      intro={entry.description ?? ""}
      actions={<BookingButton size="lg">Book a strategy call</BookingButton>}
    />
  );
}
