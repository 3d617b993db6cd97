import { Image } from "@/components/ui/image";
import { env } from "@/env";
import { FounderVideo } from "@/components/marketing/founder-video.client";
import { founderVideo } from "@/content/home";
import { HomeSection } from "./home-section";

/** The founder video; without a configured address the poster stands in for it. */
export function FounderVideoSection() {
  const src = env.FOUNDER_VIDEO_URL;
  return (
    <HomeSection
      name="founder-video"
      labelledBy="founder-video-title"
      className="on-dark bg-ink-950 py-20 sm:py-24"
    >
      <div className="container-page grid items-center gap-12 lg:grid-cols-[0.8fr_1.2fr]">
        <div>
          <p className="eyebrow text-accent-300">From our founder</p>
          <h2 id="founder-video-title" className="mt-3 text-3xl font-bold text-white sm:text-4xl">
            {founderVideo.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-ink-300">{founderVideo.intro}</p>
          <p className="mt-6 text-sm font-semibold text-white">{founderVideo.caption}</p>
        </div>
        <div className="overflow-hidden rounded-2xl border border-white/10 shadow-pop">
          {src ? (
            <FounderVideo
              src={src}
              poster={founderVideo.poster}
              title={`${founderVideo.title}: ${founderVideo.caption}`}
            />
          ) : (
            <Image
              src={founderVideo.poster}
              alt={`${founderVideo.caption}, introducing Cobaltline`}
              width={1280}
              height={720}
              className="aspect-video h-auto w-full"
            />
          )}
        </div>
      </div>
    </HomeSection>
  );
}
