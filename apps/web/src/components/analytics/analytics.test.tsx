import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const env = {
  STAGE: "PROD",
  GA_MEASUREMENT_ID: "",
  GTM_ID: "",
  META_PIXEL_ID: "",
  CLARITY_ID: "",
};
vi.mock("@/env", () => ({ env }));
const { Analytics } = await import("./analytics");

/** The ids of the <Script> elements Analytics renders (it returns a fragment of them, or null). */
function scriptIds(): string[] {
  const tree = Analytics() as ReactElement<{ children: unknown }> | null;
  if (!tree) return [];
  const ids: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node && typeof node === "object" && "props" in node) {
      const props = (node as ReactElement<{ id?: string; children?: unknown }>).props;
      if (props.id) ids.push(props.id);
      walk(props.children);
    }
  };
  walk(tree);
  return ids;
}

describe("Analytics", () => {
  beforeEach(() => {
    Object.assign(env, {
      STAGE: "PROD",
      GA_MEASUREMENT_ID: "",
      GTM_ID: "",
      META_PIXEL_ID: "",
      CLARITY_ID: "",
    });
  });

  it("loads each script in PROD only when its id is set", () => {
    expect(scriptIds()).toEqual([]);
    env.GA_MEASUREMENT_ID = "G-ABC123";
    expect(scriptIds()).toEqual(["ga-src", "ga-init"]);
    Object.assign(env, { GTM_ID: "GTM-XYZ", META_PIXEL_ID: "1234567890", CLARITY_ID: "abc123" });
    expect(scriptIds()).toEqual(["ga-src", "ga-init", "gtm-init", "meta-pixel", "clarity"]);
  });

  it.each(["DEV", "TEST", "STAGING"])("renders nothing at all when STAGE is %s", (stage) => {
    Object.assign(env, {
      STAGE: stage,
      GA_MEASUREMENT_ID: "G-1",
      GTM_ID: "GTM-1",
      META_PIXEL_ID: "1",
      CLARITY_ID: "c",
    });
    expect(Analytics()).toBeNull();
  });

  it("refuses ids that could break out of the inline script", () => {
    env.GTM_ID = "GTM-1');alert(1);//";
    expect(scriptIds()).toEqual([]);
  });

  it("renders plain script tags under the page's nonce; the pixel and recording wait for the load event", () => {
    Object.assign(env, { GA_MEASUREMENT_ID: "G-ABC123", META_PIXEL_ID: "1234567890" });
    const html = renderToStaticMarkup(<Analytics nonce="n0nce" />);
    expect(html).toContain(
      '<script id="ga-src" async="" src="https://www.googletagmanager.com/gtag/js?id=G-ABC123" nonce="n0nce"></script>',
    );
    expect(html).toMatch(/<script id="ga-init" nonce="n0nce">window\.dataLayer=/);
    expect(html).toMatch(
      /<script id="meta-pixel" nonce="n0nce">\(function\(r\)\{document\.readyState==='complete'\?r\(\):addEventListener\('load',r\)\}\)\(function\(\)\{!function/,
    );
  });
});
