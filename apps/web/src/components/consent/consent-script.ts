/**
 * The consent script: the one place where analytics, tag manager, social pixel and session recording
 * are started, and only for what the visitor allowed (issue 20). It is sent inline with the page (with
 * the page's CSP nonce, or allowed by its hash in a copy nginx keeps for everyone) right after the
 * banner's markup, as plain code rather than a React component: no
 * hydration, nothing to download, and it runs before the first paint, so the banner never moves the
 * page (it is fixed to the bottom of the window anyway).
 *
 * - Google Consent Mode v2: everything denied by default, updated to what the visitor allows.
 * - Global Privacy Control or Do Not Track: a refusal. Nothing starts, the banner is not shown, and
 *   "Cookie settings" says why.
 * - A stored choice (cookie CONSENT_COOKIE, src/lib/consent.ts) is applied at once; without one the
 *   banner asks: Accept all, Reject all, or Choose per category.
 * - "Cookie settings" buttons (the footer's) open the banner again with the choices as they stand.
 * - Real-user speed (Web Vitals, analytics): a sampled page view loads the site's own reporter once
 *   analytics are allowed (components/vitals/), so without consent none of its code is downloaded.
 *
 * `runConsent` is serialized into the page (`consentScriptSource`), with the cookie's reader and writer
 * from src/lib/consent.ts (the opt-out route uses the same two): it may use nothing from outside its
 * own body and arguments, and only syntax that compiles to itself (no object spread, no async).
 */
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  parseConsent,
  serializeConsent,
  type ConsentChoice,
} from "@/lib/consent";
import { VITALS_REPORTER_SRC } from "@/components/vitals/vitals-config";

/**
 * What the banner asks about: the trackers' ids, and the share of page views whose speed the site
 * measures itself (Web Vitals, counted as analytics: components/vitals/), 0 for none.
 */
export type ConsentTrackers = { ga: string; gtm: string; pixel: string; clarity: string; vitals: number };

type ConsentConfig = {
  cookie: string;
  /** The speed reporter's script (components/vitals/vitals-config.ts). */
  vitalsSrc: string;
  maxAge: number;
  secure: boolean;
  ids: ConsentTrackers;
};

type Choice = ConsentChoice;
// The trackers' globals: functions that also carry their queues and settings.
type Queue = ((...args: unknown[]) => void) & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function runConsent(config: ConsentConfig, parse: typeof parseConsent, serialize: typeof serializeConsent) {
  const w = window as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const d = document;
  const ids = config.ids;
  const banner = d.getElementById("consent-banner");
  if (!banner) return;
  const q = (selector: string) => banner.querySelector(selector) as HTMLElement | null;
  const panel = q("[data-consent-panel]");
  const chooseButton = q('[data-consent="choose"]');
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const signal = nav.globalPrivacyControl === true || nav.doNotTrack === "1" || w.doNotTrack === "1";

  w.dataLayer = w.dataLayer || [];
  w.gtag = function gtag() {
    // Google's queue reads `arguments` objects, not arrays.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer.push(arguments);
  };
  const denied = "denied";
  w.gtag("consent", "default", {
    ad_storage: denied,
    ad_user_data: denied,
    ad_personalization: denied,
    analytics_storage: denied,
  });

  const read = () => {
    const match = d.cookie.match(new RegExp("(?:^|; )" + config.cookie + "=([^;]*)"));
    return parse(match ? match[1] : undefined);
  };
  const write = (choice: Choice) => {
    d.cookie =
      config.cookie +
      "=" +
      serialize(choice) +
      ";path=/;max-age=" +
      config.maxAge +
      ";samesite=lax" +
      (config.secure ? ";secure" : "");
  };
  const load = (src: string, path?: string) => {
    const script = d.createElement("script");
    script.async = true;
    script.src = src;
    if (path) script.setAttribute("data-path", path);
    d.head.appendChild(script);
  };
  // Real-user speed: this page view is measured or not, drawn once, as it loads; its path is the
  // address it loaded at (no query or fragment), whenever analytics are allowed.
  const measured = Math.random() < ids.vitals;
  const path = location.pathname;
  const started: Record<string, boolean> = {};
  const apply = (choice: Choice) => {
    const grant = (on: boolean) => (on ? "granted" : denied);
    w.gtag("consent", "update", {
      analytics_storage: grant(choice.analytics),
      ad_storage: grant(choice.advertising),
      ad_user_data: grant(choice.advertising),
      ad_personalization: grant(choice.advertising),
    });
    if (choice.analytics && ids.ga && !started.ga) {
      started.ga = true;
      load("https://www.googletagmanager.com/gtag/js?id=" + ids.ga);
      w.gtag("js", new Date());
      w.gtag("config", ids.ga);
    }
    if (choice.analytics && measured && !started.vitals) {
      started.vitals = true;
      load(config.vitalsSrc, path);
    }
    if (choice.analytics && ids.gtm && !started.gtm) {
      started.gtm = true;
      w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      load("https://www.googletagmanager.com/gtm.js?id=" + ids.gtm);
    }
    if (ids.pixel) {
      if (choice.advertising && !started.pixel) {
        started.pixel = true;
        // Meta's loader stub: calls wait in its queue until fbevents.js takes them.
        const fbq = function (...args: unknown[]) {
          if (fbq.callMethod) fbq.callMethod(...args);
          else fbq.queue.push(args);
        } as Queue;
        w.fbq = w._fbq = fbq;
        fbq.push = fbq;
        fbq.loaded = true;
        fbq.version = "2.0";
        fbq.queue = [];
        load("https://connect.facebook.net/en_US/fbevents.js");
        fbq("init", ids.pixel);
        fbq("track", "PageView");
      } else if (!choice.advertising && started.pixel) w.fbq("consent", "revoke");
    }
    if (ids.clarity) {
      if (choice.recording && !started.clarity) {
        started.clarity = true;
        w.clarity =
          w.clarity ||
          function (...args: unknown[]) {
            (w.clarity.q = w.clarity.q || []).push(args);
          };
        load("https://www.clarity.ms/tag/" + ids.clarity);
      } else if (!choice.recording && started.clarity) w.clarity("consent", false);
    }
  };

  // While the banner is up, the page can scroll its last lines (the footer's links) out from under it.
  const fit = () => {
    d.body.style.paddingBottom = banner.hidden ? "" : banner.offsetHeight + 24 + "px";
  };
  const hide = () => {
    banner.hidden = true;
    fit();
  };
  const boxes = () => banner.querySelectorAll<HTMLInputElement>("input[data-consent-category]");
  const showPanel = (open: boolean) => {
    if (panel) panel.hidden = !open;
    chooseButton?.setAttribute("aria-expanded", String(open));
    q('[data-consent="save"]')!.hidden = !open;
    fit();
  };
  const show = (fromSettings: boolean) => {
    const current = read();
    boxes().forEach((box) => {
      const name = box.getAttribute("data-consent-category") as keyof Choice;
      box.checked = !signal && Boolean(current && current[name]);
      box.disabled = signal;
    });
    q("[data-consent-signal]")!.hidden = !signal;
    q('[data-consent="close"]')!.hidden = !fromSettings;
    banner.hidden = false;
    showPanel(fromSettings);
    if (fromSettings) q("#consent-title")!.focus();
  };
  const decide = (choice: Choice) => {
    if (!signal) {
      write(choice);
      apply(choice);
    }
    hide();
  };

  banner.addEventListener("click", (event) => {
    const target = (event.target as HTMLElement).closest("[data-consent]");
    const action = target && target.getAttribute("data-consent");
    if (action === "accept") decide({ analytics: true, advertising: true, recording: true });
    else if (action === "reject") decide({ analytics: false, advertising: false, recording: false });
    else if (action === "choose") showPanel(Boolean(panel && panel.hidden));
    else if (action === "close") hide();
    else if (action === "save") {
      const choice = { analytics: false, advertising: false, recording: false };
      boxes().forEach((box) => {
        choice[box.getAttribute("data-consent-category") as keyof Choice] = box.checked;
      });
      decide(choice);
    }
  });
  d.querySelectorAll<HTMLElement>("[data-consent-open]").forEach((button) => {
    button.hidden = false;
    button.addEventListener("click", () => show(true));
  });

  const stored = read();
  if (signal) return;
  if (stored) apply(stored);
  else show(false);
}

/** The inline script for the page: `runConsent` with this site's trackers and cookie. */
export function consentScriptSource(ids: ConsentTrackers, secure: boolean): string {
  const config: ConsentConfig = {
    cookie: CONSENT_COOKIE,
    vitalsSrc: VITALS_REPORTER_SRC,
    maxAge: CONSENT_MAX_AGE_S,
    secure,
    ids,
  };
  return `(${runConsent.toString()})(${JSON.stringify(config)},${parseConsent.toString()},${serializeConsent.toString()});`;
}
