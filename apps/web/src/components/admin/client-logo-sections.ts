import type { ClientLogoRow } from "@site/contract";

/** The entries of the "client-logos" content: the row each one is, where it shows, and a hint for its keys. */
export const CLIENT_LOGO_SECTIONS: Record<
  ClientLogoRow,
  { title: string; publicHref: string; about: string }
> = {
  "hero-marquee": {
    title: "Hero marquee",
    publicHref: "/#hero-title",
    about: "The logos scrolling under the home page's headline, and on the campaign page.",
  },
  "clients-carousel": {
    title: "Our-clients carousel",
    publicHref: "/#our-clients-title",
    about: "The home page's carousel of clients, each logo with its industry.",
  },
  "work-strip": {
    title: "Work-navigation strip",
    publicHref: "/#work-strip-title",
    about:
      "The strip on the home page and on /about/works: each logo leads to the section of /about/works whose id is its key.",
  },
};

export function isClientLogoRow(key: string): key is ClientLogoRow {
  return Object.hasOwn(CLIENT_LOGO_SECTIONS, key);
}
