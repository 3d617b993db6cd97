import { type HomeSectionOf, MARQUEE } from "@site/contract";
import { getHomeSection } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/**
 * The campaign banner: a CSS marquee of 7 items that leads to the UX review page (spec §1, §9), its
 * items as the team published them; left out while the API is down.
 */
export async function CampaignBanner() {
  const content = await getHomeSection("campaign-banner").catch(() => null);
  return content ? <CampaignBannerView campaignBanner={content} /> : null;
}

/** The banner with the items given (the team's preview too). */
export function CampaignBannerView({ campaignBanner }: { campaignBanner: HomeSectionOf<"campaign-banner"> }) {
  const duration = `${(campaignBanner.items.length * MARQUEE.campaignSpeed) / 1000}s`;
  const row = (copy: boolean) => (
    <ul
      className={`flex shrink-0 items-center motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-2 motion-reduce:px-4 ${copy ? "marquee-copy" : ""}`}
      aria-hidden={copy || undefined}
    >
      {campaignBanner.items.map((item) => (
        <li key={item} data-testid={copy ? undefined : "campaign-item"} className="campaign-item">
          {item}
          <span aria-hidden="true" className="text-accent-300">
            ✦
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <HomeSection
      name="campaign-banner"
      label="Free UX review"
      className="bg-brand-700 py-0 has-[input:checked]:[&_.marquee]:[animation-play-state:paused]"
    >
      <a href="/ux-review" className="group block overflow-hidden py-6 focus-visible:outline-offset-[-4px]">
        <span className="sr-only">Request a free UX review of your website: </span>
        <div className="marquee" style={{ "--marquee-duration": duration } as React.CSSProperties}>
          {row(false)}
          {row(true)}
        </div>
      </a>
      <div className="container-page flex justify-end pt-1 pb-3 motion-reduce:hidden">
        <label className="flex cursor-pointer items-center gap-2 text-xs font-medium text-brand-50">
          <input type="checkbox" className="size-5 accent-white" />
          Pause banner
        </label>
      </div>
    </HomeSection>
  );
}
