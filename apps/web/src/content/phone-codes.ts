import "server-only";
import { getExampleNumber, type CountryCode } from "libphonenumber-js/min";
import metadata from "libphonenumber-js/metadata.min.json";
import examples from "libphonenumber-js/examples.mobile.json";
import { DEFAULT_PHONE_CODE } from "@site/contract";
import { countryName } from "@site/contract/country-names";

/** One choice of the phone country code select: value "+44", label "+44 United Kingdom, Guernsey, …". */
export type PhoneCodeOption = { value: string; label: string };

/**
 * Calling-code regions that are no country of their own in ISO 3166-1 (codes reserved for parts of one):
 * the location list has them under that country. Ascension Island (+247) and Tristan da Cunha (+290 with
 * St. Helena) are parts of St. Helena, Ascension and Tristan da Cunha (SH).
 */
const PART_OF: Partial<Record<string, CountryCode>> = { AC: "SH", TA: "SH" };

/** A calling code and the regions that use it, the main one first. */
type PhoneCode = { value: string; regions: CountryCode[] };

/**
 * Every international calling code (about 230), built on the server from libphonenumber's metadata so the
 * library never reaches the browser. The North American territories that share +1 get their own
 * "+1-<area code>" entry (e.g. "+1-268" Antigua & Barbuda), as calling-code lists usually show them;
 * other shared codes list all their countries in one entry. Sorted by country name.
 */
function buildPhoneCodes(): PhoneCode[] {
  const byCode = new Map<string, CountryCode[]>();
  // country_calling_codes lists each code's countries with the main one first ("44": GB, GG, IM, JE).
  for (const [callingCode, countries] of Object.entries(metadata.country_calling_codes)) {
    for (const country of countries as CountryCode[]) {
      if ((country as string) === "001") continue; // non-geographic (satellite, toll-free)
      let code = `+${callingCode}`;
      if (code === "+1" && country !== "US" && country !== "CA") {
        const example = getExampleNumber(country, examples);
        if (example) code = `+1-${example.nationalNumber.slice(0, 3)}`;
      }
      byCode.set(code, [...(byCode.get(code) ?? []), country]);
    }
  }
  return [...byCode.entries()].map(([value, regions]) => ({ value, regions }));
}

/** A region's name, as the location list names countries (the one source, @site/contract/country-names). */
const nameOf = (code: CountryCode): string => countryName(code) ?? code;

function toOptions(codes: PhoneCode[]): PhoneCodeOption[] {
  const options = codes.map(({ value, regions }) => {
    const names = regions.map(nameOf);
    // The main country of a shared code comes first (libphonenumber lists it first), the rest by name.
    const [main, ...rest] = names;
    const allNames = [main, ...rest.sort((a, b) => a.localeCompare(b))].join(", ");
    // The code leads the label: a narrow select still shows it when the country names are cut off.
    return { value, label: `${value} ${allNames}`, sortKey: allNames };
  });
  return options
    .sort((a, b) => a.sortKey.localeCompare(b.sortKey, "en"))
    .map(({ value, label }) => ({ value, label }));
}

const CODES = buildPhoneCodes();

export const PHONE_CODES: PhoneCodeOption[] = toOptions(CODES);

/**
 * The countries of each calling code as the career form's location list names them (a test finds every
 * one in that list): a region that is part of another country (PART_OF) counts as that country.
 */
export const PHONE_CODE_COUNTRIES: { value: string; countries: string[] }[] = CODES.map(
  ({ value, regions }) => ({
    value,
    countries: [...new Set(regions.map((r) => nameOf(PART_OF[r] ?? r)))],
  }),
);

export { DEFAULT_PHONE_CODE };
