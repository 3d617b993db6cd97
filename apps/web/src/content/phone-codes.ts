import "server-only";
import { getExampleNumber, type CountryCode } from "libphonenumber-js/min";
import metadata from "libphonenumber-js/metadata.min.json";
import examples from "libphonenumber-js/examples.mobile.json";
import { DEFAULT_PHONE_CODE } from "@site/contract";

/** One choice of the phone country code select: value "+44", label "+44 United Kingdom, Guernsey, …". */
export type PhoneCodeOption = { value: string; label: string };

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

function countryName(code: CountryCode): string {
  return regionNames.of(code) ?? code;
}

/**
 * Every international calling code (about 230), built on the server from libphonenumber's metadata so the
 * library never reaches the browser. The North American territories that share +1 get their own
 * "+1-<area code>" entry (e.g. "+1-268" Antigua & Barbuda), as calling-code lists usually show them;
 * other shared codes list all their countries in one entry. Sorted by country name.
 */
function buildPhoneCodes(): PhoneCodeOption[] {
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
  const options = [...byCode.entries()].map(([value, countries]) => {
    const names = countries.map(countryName);
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

export const PHONE_CODES: PhoneCodeOption[] = buildPhoneCodes();

export { DEFAULT_PHONE_CODE };
