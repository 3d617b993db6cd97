import { Image } from "@/components/ui/image";
import { CAROUSEL } from "@site/contract";
import type { ClientLogo } from "@site/contract";
import { Carousel } from "./carousel.client";

export type WorkStripProps = {
  clients: ClientLogo[];
  /** Page holding the sections; empty for the current page (then only the hash changes). */
  basePath?: string;
};

/**
 * The work-navigation strip (spec §1): 17 client logos, autoplaying every 800 ms. Choosing one
 * follows `#<client>` to that client's section, which the browser scrolls into view.
 */
export function WorkStrip({ clients, basePath = "" }: WorkStripProps) {
  return (
    <Carousel
      label="Client portfolio"
      name="work-strip"
      delay={CAROUSEL.workNavigation.delayMs}
      speed={500}
      gap={16}
      arrows
      slideWidths="*:basis-1/2 sm:*:basis-1/3 md:*:basis-1/4 lg:*:basis-1/5 xl:*:basis-1/6"
      slides={clients.map((client) => (
        <a
          key={client.slug}
          href={`${basePath}#${client.slug}`}
          data-testid="work-strip-link"
          className="logo-tile"
        >
          <Image src={client.logo} alt={client.name} width={170} height={48} className="logo-tile-image" />
        </a>
      ))}
    />
  );
}
