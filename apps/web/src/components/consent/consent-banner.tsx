import { env } from "@/env";
import { buttonClasses } from "@/components/ui/button";
import { webVitalsSampleRate } from "@/components/vitals/vitals-config";
import { consentScriptSource, type ConsentTrackers } from "./consent-script";

/** Ids are placed into the page's script: only the characters such ids use are let through. */
function safeId(id: string): string {
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : "";
}

/**
 * The trackers this site runs with the visitor's consent: on STAGE=PROD only, each when its id is
 * configured (spec §1), and the site's own speed measurement (Web Vitals, components/vitals/) when its
 * sample rate is above 0 (the PROD default is 0.1). Null when there is nothing to ask about: then no
 * banner, no script and no "Cookie settings" button.
 *
 * Speed measurement counts as analytics and is never sent without that consent on PROD, so with it on
 * and no tracker id set the banner still asks, about analytics alone, and describes only the speed
 * measurement; WEB_VITALS_SAMPLE_RATE=0 turns it off, and with no id set either there is no banner.
 */
export function consentTrackers(): ConsentTrackers | null {
  if (env.STAGE !== "PROD") return null;
  const ids = {
    ga: safeId(env.GA_MEASUREMENT_ID),
    gtm: safeId(env.GTM_ID),
    pixel: safeId(env.META_PIXEL_ID),
    clarity: safeId(env.CLARITY_ID),
    vitals: webVitalsSampleRate(env),
  };
  return ids.ga || ids.gtm || ids.pixel || ids.clarity || ids.vitals > 0 ? ids : null;
}

const CHOICES = [
  {
    category: "analytics",
    label: "Analytics",
    text: (t: ConsentTrackers) =>
      [
        t.ga || t.gtm ? "Google Analytics and Tag Manager count visits and show which pages help." : "",
        t.vitals > 0
          ? "Our own speed measurements time how fast pages load and respond, without identifying you."
          : "",
      ]
        .filter(Boolean)
        .join(" "),
    on: (t: ConsentTrackers) => Boolean(t.ga || t.gtm || t.vitals > 0),
  },
  {
    category: "advertising",
    label: "Advertising",
    text: () => "The social pixel measures our ads and shares visits with the ad network.",
    on: (t: ConsentTrackers) => Boolean(t.pixel),
  },
  {
    category: "recording",
    label: "Session recording",
    text: () => "Clarity records clicks and scrolling, never what you type, to find what is hard to use.",
    on: (t: ConsentTrackers) => Boolean(t.clarity),
  },
] as const;

/** What the banner's first line says the site uses: "analytics, advertising measurement and session recording". */
function uses(t: ConsentTrackers): string {
  const names = [
    t.ga || t.gtm || t.vitals > 0 ? "analytics" : "",
    t.pixel ? "advertising measurement" : "",
    t.clarity ? "session recording" : "",
  ].filter(Boolean);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]!;
}

// The three answers carry equal weight: same size, same style.
const CHOICE_BUTTON = buttonClasses({
  variant: "outline",
  size: "md",
  className: "min-w-32 flex-1 sm:flex-none",
});

/**
 * The consent banner and the script that keeps every tracker waiting for it (consent-script.ts).
 * Rendered hidden: the script shows it when there is no stored choice and no Global Privacy Control
 * or Do Not Track signal. Without script nothing tracks, so nothing needs asking. Fixed to the
 * bottom of the window, it shifts nothing on the page.
 */
export function ConsentBanner({ nonce }: { nonce?: string }) {
  const trackers = consentTrackers();
  if (!trackers) return null;
  const secure = env.SITE_URL.startsWith("https:");
  return (
    <>
      <section
        id="consent-banner"
        hidden
        aria-labelledby="consent-title"
        className="fixed inset-x-3 bottom-3 z-[150] mx-auto max-w-3xl rounded-2xl bg-white p-5 text-ink-800 shadow-2xl ring-1 ring-ink-200 sm:p-6"
      >
        <h2 id="consent-title" tabIndex={-1} className="font-display text-lg font-semibold text-ink-950">
          Your privacy choices
        </h2>
        <p className="mt-2 text-[0.9375rem] leading-6">
          With your permission we use {uses(trackers)} to learn what helps visitors. Nothing of the kind runs
          until you choose. Read more in our{" "}
          <a href="/privacy#cookies" className="font-semibold text-brand-700 underline">
            Privacy Policy
          </a>
          .
        </p>
        <p data-consent-signal hidden className="mt-3 rounded-lg bg-ink-50 p-3 text-[0.9375rem] leading-6">
          Your browser sends a Global Privacy Control or Do Not Track signal. We take it as your answer: none
          of these tools run, whatever is chosen here.
        </p>
        <fieldset data-consent-panel id="consent-panel" hidden className="mt-4">
          <legend className="font-semibold text-ink-950">Choose what may run</legend>
          <ul className="mt-2 flex flex-col gap-3">
            {CHOICES.filter((choice) => choice.on(trackers)).map((choice) => (
              <li key={choice.category}>
                <label className="flex gap-3">
                  <input
                    type="checkbox"
                    data-consent-category={choice.category}
                    className="mt-1 size-5 shrink-0 accent-brand-600"
                  />
                  <span>
                    <span className="font-semibold text-ink-950">{choice.label}</span>
                    <span className="block text-sm leading-5 text-ink-700">{choice.text(trackers)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" data-consent="accept" className={CHOICE_BUTTON}>
            Accept all
          </button>
          <button type="button" data-consent="reject" className={CHOICE_BUTTON}>
            Reject all
          </button>
          <button
            type="button"
            data-consent="choose"
            aria-expanded="false"
            aria-controls="consent-panel"
            className={CHOICE_BUTTON}
          >
            Choose
          </button>
          <button type="button" data-consent="save" hidden className={CHOICE_BUTTON}>
            Save choices
          </button>
          <button type="button" data-consent="close" hidden className={CHOICE_BUTTON}>
            Close
          </button>
        </div>
      </section>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentScriptSource(trackers, secure) }} />
    </>
  );
}

/**
 * The footer's way back to the banner: a list item, shown by the consent script (without script
 * nothing tracks and there is nothing to set).
 */
export function ConsentSettingsItem({ className }: { className?: string }) {
  if (!consentTrackers()) return null;
  return (
    <li data-consent-open hidden>
      <button type="button" className={className}>
        Cookie settings
      </button>
    </li>
  );
}
