import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";

const env = {
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

  it("renders nothing on PROD when no tracker is configured", () => {
    expect(render()).toBe("");
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
