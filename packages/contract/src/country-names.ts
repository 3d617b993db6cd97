/**
 * The one source of country names: the English names of the Unicode CLDR (the data behind Intl in Node
 * and in browsers), looked up by ISO 3166-1 alpha-2 code. The API names the countries of its location list
 * with it (routes/locations/location-data.ts) and the site names the countries of its phone-code select
 * with it (content/phone-codes.ts), so the career form's two selects always say "Czechia", never
 * "Czech Republic" in one and "Czechia" in the other. Server side only: no page needs it in the browser.
 *
 * A code CLDR has no name for gives undefined (the caller keeps its own name or the code).
 */
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

export function countryName(isoCode: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(isoCode)) return undefined;
  try {
    return regionNames.of(isoCode);
  } catch {
    return undefined;
  }
}
