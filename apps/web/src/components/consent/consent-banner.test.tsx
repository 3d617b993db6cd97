import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";

const env: Record<string, string | number | undefined> = {
  STAGE: "PROD",
  SITE_URL: "https://www.cobaltline.example",
  GA_MEASUREMENT_ID: "",
  GTM_ID: "",
  META_PIXEL_ID: "",
  CLARITY_ID: "",
};
vi.mock("@/env", () => ({ env }));
const { ConsentBanner, ConsentSettingsItem } = await import("./consent-banner");

const render = () => renderToStaticMarkup(<ConsentBanner nonce="n0nce" />);

describe("ConsentBanner", () => {
  beforeEach(() => {
    Object.assign(env, {
      STAGE: "PROD",
      GA_MEASUREMENT_ID: "",
      GTM_ID: "",
      META_PIXEL_ID: "",
      CLARITY_ID: "",
      WEB_VITALS_SAMPLE_RATE: 0,
    });
  });

  it.each(["DEV", "TEST", "STAGING"])("renders nothing at all when STAGE is %s", (stage) => {
    Object.assign(env, {
      STAGE: stage,
      GA_MEASUREMENT_ID: "G-1",
      GTM_ID: "GTM-1",
      META_PIXEL_ID: "1",
      CLARITY_ID: "c",
    });
    expect(render()).toBe("");
    expect(renderToStaticMarkup(<ConsentSettingsItem />)).toBe("");
  });

  it("renders nothing on PROD when no tracker is configured and speed measurement is off", () => {
    expect(render()).toBe("");
  });

  it("asks about analytics alone when only speed measurement is on (its PROD default)", () => {
    env.WEB_VITALS_SAMPLE_RATE = undefined;
    const html = render();
    expect(html).toContain('data-consent-category="analytics"');
    expect(html).not.toContain('data-consent-category="advertising"');
    expect(html).not.toContain('data-consent-category="recording"');
    expect(html).toContain("With your permission we use analytics to learn");
    expect(html).toContain("Our own speed measurements time how fast pages load");
    expect(html).not.toContain("Google Analytics");
    expect(html).toContain('"vitals":0.1');
    expect(html).toContain('"vitalsSrc":"/vitals/reporter.js"');
    expect(renderToStaticMarkup(<ConsentSettingsItem />)).toContain("Cookie settings");
  });

  it("asks only about the tools that are configured, hidden until its script decides", () => {
    env.GA_MEASUREMENT_ID = "G-ABC123";
    const html = render();
    expect(html).toMatch(/<section id="consent-banner" hidden=""/);
    expect(html).toContain('data-consent-category="analytics"');
    expect(html).not.toContain('data-consent-category="advertising"');
    expect(html).not.toContain('data-consent-category="recording"');
    expect(html).toContain('<script nonce="n0nce">');
    expect(html).toContain('"ga":"G-ABC123"');
    // Secure cookie on an https site.
    expect(html).toContain('"secure":true');
    expect(renderToStaticMarkup(<ConsentSettingsItem />)).toContain("Cookie settings");
  });

  it("lets through only the characters tracker ids use", () => {
    Object.assign(env, { GA_MEASUREMENT_ID: "G-1</script><script>alert(1)", META_PIXEL_ID: "12345" });
    const html = render();
    expect(html).not.toContain("alert(1)");
    expect(html).toContain('"ga":""');
    expect(html).toContain('"pixel":"12345"');
  });
});
