import { SectionHeading } from "@/components/marketing/section-heading";
import { ServiceCards } from "@/components/marketing/service-cards";
import { ArrowRightIcon } from "@/components/marketing/icons";
import { sectionTitles } from "@/content/home";
import type { ServicePage } from "@site/contract";
import { getHomeServices } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/**
 * Services grid: 8 services (spec §9), the ones the team chose in "Home page services", in the services'
 * order; left out while the API is down.
 */
export async function ServicesSection() {
  const homeServices = await getHomeServices().catch(() => []);
  if (!homeServices.length) return null;
  return <ServicesSectionView services={homeServices} />;
}

/** The section itself, for the page and for the team's preview of a saved choice. */
export function ServicesSectionView({ services }: { services: ServicePage[] }) {
  return (
    <HomeSection name="services" labelledBy="services-title">
      <div className="container-page">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading
            id="services-title"
            eyebrow="Services"
            title={sectionTitles.services.title}
            intro={sectionTitles.services.intro}
          />
          <a
            href="/services"
            className="inline-flex shrink-0 items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
          >
            All services <ArrowRightIcon className="size-4" />
          </a>
        </div>
        <div className="mt-12">
          <ServiceCards services={services} />
        </div>
      </div>
    </HomeSection>
  );
}
