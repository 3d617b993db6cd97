import { Image } from "@/components/ui/image";
import { CAROUSEL, type ClientLogo } from "@site/contract";
import { Carousel } from "@/components/marketing/carousel.client";
import { SectionHeading } from "@/components/marketing/section-heading";
import { ourClientsIntro } from "@/content/home";
import { getClientLogos } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/** Our clients: 11 logos, 2/3/4/5/7 per view from 0/576/768/992/1200 px (spec §9); left out while the API is down. */
export async function ClientsCarouselSection() {
  const logos = await getClientLogos("clients-carousel").catch(() => []);
  return logos.length ? <ClientsCarouselSectionView logos={logos} /> : null;
}

/** The carousel section itself (the team's preview too). */
export function ClientsCarouselSectionView({ logos }: { logos: ClientLogo[] }) {
  return (
    <HomeSection name="our-clients" labelledBy="our-clients-title">
      <div className="container-page">
        <SectionHeading
          id="our-clients-title"
          eyebrow="Our clients"
          title={ourClientsIntro.title}
          intro={ourClientsIntro.intro}
          align="center"
        />
        <Carousel
          label="Our clients"
          name="our-clients"
          className="mt-12"
          delay={CAROUSEL.ourClients.delayMs}
          speed={CAROUSEL.ourClients.speed}
          gap={16}
          slideWidths="*:basis-1/2 sm:*:basis-1/3 md:*:basis-1/4 lg:*:basis-1/5 xl:*:basis-[14.2857%]"
          slides={logos.map((client) => (
            <div
              key={client.slug}
              data-testid="client-logo"
              className="logo-tile h-24 flex-col gap-1 px-3 hover:border-ink-200 hover:shadow-none"
            >
              <Image
                src={client.logo}
                alt={client.name}
                width={170}
                height={48}
                className="logo-tile-image h-8"
              />
              <span className="text-xs text-ink-600">{client.industry}</span>
            </div>
          ))}
        />
      </div>
    </HomeSection>
  );
}
