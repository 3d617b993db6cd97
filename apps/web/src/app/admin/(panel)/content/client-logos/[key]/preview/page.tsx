import type { Metadata } from "next";
import { CLIENT_LOGO_ROWS } from "@site/contract";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { ClientsCarouselSectionView } from "@/components/home/clients-carousel-section";
import { HeroSectionView } from "@/components/home/hero-section";
import { WorkStripSectionView } from "@/components/home/work-strip-section";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";
import { getHomeSection } from "@/lib/api/marketing";

export const metadata: Metadata = { title: "Client logos preview" };

/** A row's saved logos in the home page's own section; the team's area is never indexed or cached. */
export default async function AdminClientLogosPreviewPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("client-logos", (await params).key);
  const logos = entry.draft.items;
  // The hero has the home page's h1; the other sections have none, so the banner is the page's.
  const hero = entry.key === "hero-marquee";
  // Around the logos, the hero's copy as published.
  const heroCopy = hero ? await getHomeSection("hero").catch(() => null) : null;
  return (
    <>
      <PreviewBanner
        title={CLIENT_LOGO_ROWS[entry.key].label}
        editHref={`/admin/content/client-logos/${entry.key}`}
        changed={entry.changed}
        asHeading={!hero}
      />
      <div className="-mx-5 bg-white">
        {hero ? (
          <HeroSectionView logos={logos} hero={heroCopy} />
        ) : entry.key === "clients-carousel" ? (
          <ClientsCarouselSectionView logos={logos} />
        ) : (
          <WorkStripSectionView logos={logos} />
        )}
      </div>
    </>
  );
}
