import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ServicePageView } from "@/components/marketing/service-page-view";
import { servicePath } from "@site/contract";
import { caseStudiesOrNone, getService, getServices } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await getService((await params).slug);
  if (!service) return {};
  return marketingMetadata(servicePath(service.slug), { title: service.title, description: service.summary });
}

/** A service's page as the team published it (rendered per request from the cached read; 404 for none). */
export default async function ServicePage({ params }: Props) {
  const { slug } = await params;
  const services = await getServices();
  const service = services.find((s) => s.slug === slug);
  if (!service) notFound();
  const others = services.filter((s) => s.slug !== service.slug).slice(0, 3);
  const study = (await caseStudiesOrNone()).find((c) => c.path === service.caseStudy);
  return <ServicePageView service={service} others={others} study={study} />;
}
