/** The home page's rows of client logos as the team edits them: one entry per row (spec §1, §9). */
import { z } from "zod";
import { contentImage, contentList, contentText, field } from "./fields";
import { defineContentKind } from "./kind";
import { HOME_COUNTS, MARKETING_MESSAGES as M } from "./messages";

/** A client's logo: its key is also the id of the client's section on /about/works (the strip follows it). */
export const clientLogoContentSchema = z.object({
  slug: contentText("the client's key", 60).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.key }),
  name: contentText("the client's name", 80),
  logo: contentImage("the logo's path"),
  industry: contentText("the client's industry", 60),
});
export type ClientLogo = z.infer<typeof clientLogoContentSchema>;

/** One row of client logos on the home page: each entry of "client-logos" is one (see CLIENT_LOGO_ROWS). */
export const clientLogosContentSchema = z.object({
  items: field(contentList(clientLogoContentSchema, "logo", 40), {
    label: "Logos, in their order",
  }).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.slug)) ctx.addIssue({ code: "custom", path: [i, "slug"], message: M.duplicateLogo });
      seen.add(item.slug);
    });
  }),
});
export type ClientLogosContent = z.infer<typeof clientLogosContentSchema>;

/** The rows of client logos (spec §1, §9), each an entry of "client-logos" with the count the spec fixes. */
export const CLIENT_LOGO_ROWS = {
  "hero-marquee": {
    label: "Hero marquee",
    address: "/#hero-title",
    hint: "The logos scrolling under the home page's headline, and on the campaign page.",
    row: "hero marquee",
    count: HOME_COUNTS.heroMarqueeLogos,
  },
  "clients-carousel": {
    label: "Our-clients carousel",
    address: "/#our-clients-title",
    hint: "The home page's carousel of clients, each logo with its industry.",
    row: "our-clients carousel",
    count: HOME_COUNTS.clientCarouselLogos,
  },
  "work-strip": {
    label: "Work-navigation strip",
    address: "/#work-strip-title",
    hint: "The strip on the home page and on /about/works: each logo leads to the section of /about/works whose id is its key.",
    row: "work-navigation strip",
    count: HOME_COUNTS.workNavigationLogos,
  },
} as const;
export type ClientLogoRow = keyof typeof CLIENT_LOGO_ROWS;

export const clientLogosKind = defineContentKind("client-logos", {
  label: "Client logos",
  description:
    "The home page's three rows of client logos: the hero marquee (also on /campaign), the our-clients carousel and the work-navigation strip (also on /about/works).",
  schema: clientLogosContentSchema,
  entries: CLIENT_LOGO_ROWS,
  countNote: `The spec fixes ${HOME_COUNTS.heroMarqueeLogos} logos in the hero marquee, ${HOME_COUNTS.clientCarouselLogos} in the carousel and ${HOME_COUNTS.workNavigationLogos} in the work-navigation strip: publishing a row needs exactly its number.`,
  draftCount: (key) =>
    Object.hasOwn(CLIENT_LOGO_ROWS, key)
      ? { path: "items", fixed: CLIENT_LOGO_ROWS[key as ClientLogoRow].count, what: "logos in this row" }
      : null,
  countMessage: (key, n) => {
    const row = CLIENT_LOGO_ROWS[key as ClientLogoRow];
    return M.logosCount(row.row, row.count, n);
  },
  preview: "ClientLogoRowViews",
});
