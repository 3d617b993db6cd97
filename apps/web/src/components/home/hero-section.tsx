import { Image } from "@/components/ui/image";
import { type ClientLogo, type HomeSectionOf, MARQUEE } from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { buttonClasses } from "@/components/ui/button";
import { LogoMarquee } from "@/components/marketing/logo-marquee";
import { siteConfig } from "@/config/site";
import { getClientLogos, getHomeSection } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/**
 * Hero: headline, subtitle, booking button and the 12-logo marquee (spec §1), as the team published them.
 * Without the API: no marquee, and the company's name stands as the headline beside the booking button.
 */
export async function HeroSection() {
  const [logos, hero] = await Promise.all([
    getClientLogos("hero-marquee").catch(() => []),
    getHomeSection("hero").catch(() => null),
  ]);
  return <HeroSectionView logos={logos} hero={hero} />;
}

/** The hero itself, with the copy and the marquee's logos given (the team's previews too). */
export function HeroSectionView({
  logos,
  hero,
}: {
  logos: ClientLogo[];
  hero: HomeSectionOf<"hero"> | null;
}) {
  return (
    <HomeSection
      name="hero"
      labelledBy="hero-title"
      className="relative overflow-hidden bg-ink-50 pt-14 pb-10 sm:pt-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(74_114_245/0.22),transparent),radial-gradient(40rem_24rem_at_-10%_110%,rgb(255_138_102/0.16),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 [background-image:linear-gradient(rgb(11_18_38/0.045)_1px,transparent_1px),linear-gradient(90deg,rgb(11_18_38/0.045)_1px,transparent_1px)] [background-size:48px_48px] [mask-image:linear-gradient(to_bottom,black,transparent_85%)]"
      />
      <div className="container-page relative grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          {hero ? <p className="eyebrow">{hero.eyebrow}</p> : null}
          <h1 id="hero-title" className="mt-4 text-4xl leading-[1.08] font-extrabold sm:text-5xl xl:text-6xl">
            {hero?.headline ?? siteConfig.name}
          </h1>
          {hero ? (
            <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-600 sm:text-xl">{hero.subtitle}</p>
          ) : null}
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">
            <BookingButton size="lg">{hero?.bookingLabel ?? "Book a free strategy call"}</BookingButton>
            <a href="/about/works" className={buttonClasses({ variant: "outline", size: "lg" })}>
              {hero?.secondaryLabel ?? "See our work"}
            </a>
          </div>
          {hero ? (
            <dl className="mt-10 grid max-w-lg grid-cols-3 gap-6 border-t border-ink-200 pt-6">
              {hero.stats.map((s) => (
                <div key={s.label} className="flex flex-col-reverse">
                  <dt className="mt-1 text-sm text-ink-600">{s.label}</dt>
                  <dd className="font-display text-2xl font-bold text-ink-950">{s.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-xl lg:block">
          <div className="absolute -inset-6 rounded-[2rem] bg-gradient-to-br from-brand-200/60 to-accent-200/40 blur-2xl" />
          <div className="relative overflow-hidden rounded-3xl border border-white/60 shadow-pop">
            <Image
              src="/images/case-studies/univoip.svg"
              alt=""
              width={640}
              height={400}
              loading="lazy"
              className="h-auto w-full"
            />
          </div>
          <div className="absolute -bottom-8 -left-8 w-56 rounded-2xl border border-ink-100 bg-white p-4 shadow-pop">
            <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Sprint 14 demo</p>
            <p className="mt-1 font-display text-lg font-bold text-ink-950">All 23 stories done</p>
            <div className="mt-3 h-2 rounded-full bg-ink-100">
              <div className="h-2 w-full rounded-full bg-gradient-to-r from-brand-600 to-brand-400" />
            </div>
          </div>
          <div className="absolute -top-6 -right-4 rounded-2xl border border-ink-100 bg-white px-4 py-3 shadow-pop">
            <p className="font-display text-2xl font-bold text-brand-700">20 min</p>
            <p className="text-xs text-ink-600">Teams onboarding</p>
          </div>
        </div>
      </div>
      {logos.length ? (
        <div className="container-page relative mt-16">
          <p className="text-center text-sm font-semibold tracking-wide text-ink-600">
            {hero?.marqueeCaption ?? "Our clients"}
          </p>
          <LogoMarquee logos={logos} speed={MARQUEE.heroSpeed} label="Client logos" className="mt-6" />
        </div>
      ) : null}
    </HomeSection>
  );
}
