import transliterate from "@sindresorhus/slugify";

/** Long enough for any real title; the contract's slug allows 200. */
export const SLUG_MAX_LENGTH = 120;

/** FNV-1a, 32 bits, in base 36: a short, stable tag of a title the library cannot spell in Latin. */
function tag(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * A slug the contract's slugSchema accepts, from a title in any script: the library transliterates
 * (Cyrillic, Greek, German umlauts as "ue", accents dropped), the result is capped at a word boundary,
 * and a title it cannot spell (Chinese, Japanese, emoji only) gets `<fallback>-<tag of the title>`, so
 * a slug is never empty.
 *   slugify("Shipping Fast, Safely!")   // "shipping-fast-safely"
 *   slugify("Über Größe")               // "ueber-groesse"
 *   slugify("東京", "post")              // "post-1k2j3h4" (stable for the same title)
 */
export function slugify(text: string, fallback = "post"): string {
  let slug = transliterate(text, { decamelize: false });
  if (slug.length > SLUG_MAX_LENGTH) {
    const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
    const lastBreak = cut.lastIndexOf("-");
    // Cut at the last whole word, unless that would throw away most of it (one very long word).
    slug = (
      lastBreak > SLUG_MAX_LENGTH / 2 ? cut.slice(0, lastBreak) : cut.slice(0, SLUG_MAX_LENGTH)
    ).replace(/-+$/, "");
  }
  return slug || `${fallback}-${tag(text.trim())}`;
}
