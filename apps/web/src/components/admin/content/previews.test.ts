/**
 * Every declared kind of marketing content (issue 31) previews in the site's own component: its
 * declaration's `preview` names a view of the one map (previews.tsx), and a view chosen by key (the
 * landing pages, the home page's sections) has one for each of the kind's keys. A kind declared without
 * its preview's row fails here, not in front of an editor.
 */
import { describe, expect, it, vi } from "vitest";
import { MARKETING_KIND_NAMES, MARKETING_KINDS, type MarketingKindInfo } from "@site/contract";

vi.mock("server-only", () => ({}));
const { hasPreview } = await import("./previews");

describe("the previews of the declared kinds", () => {
  it.each(MARKETING_KIND_NAMES)("%s has its declared preview, for each of its keys", (kind) => {
    const info: MarketingKindInfo = MARKETING_KINDS[kind];
    for (const key of info.keys ?? ["a-new-entry"]) {
      expect(hasPreview(info.preview, key), `${kind}/${key}: ${info.preview}`).toBe(true);
    }
  });

  it("knows a preview that is not mapped, and a key a keyed preview has no view for", () => {
    expect(hasPreview("NoSuchView", "home")).toBe(false);
    expect(hasPreview("LandingPageViews", "not-a-landing-page")).toBe(false);
    expect(hasPreview("FaqSectionView", "home")).toBe(true);
  });
});
