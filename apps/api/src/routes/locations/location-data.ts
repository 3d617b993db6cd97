/**
 * Countries, states and cities for the location routes, from the @countrystatecity/countries package
 * (the Countries States Cities Database, ODbL-1.0: attributed in the README and on the site's Terms page).
 * Country names are not the package's: every country is named by its ISO code through the one source of
 * country names the site's phone-code select uses too (@site/contract/country-names, CLDR's English
 * names), so the career form's two selects agree. States and cities keep the package's names.
 *
 * The package keeps one folder per country (`<Name>-<CC>/`, with states.json) and one per state inside it
 * (`<Name>-<state code>/cities.json`), each row with coordinates, time zones and translations: about 70 MB
 * of JSON, of which the routes need the names. The build (scripts/build.mjs) therefore writes the names
 * beside the bundle, in dist/locations/:
 *   countries.json        [{ name, isoCode }] sorted by name
 *   states.json           [{ name, isoCode, countryCode }] by country code, then in the package's order
 *   cities/<CC>.json      { <state isoCode>: [city names in the package's order] } for one country
 * The built API keeps the two small lists once read and reads one country's cities per request, dropping
 * them after the answer. Run from source (tsx, tests) there is no such folder and the package's own files
 * are read the same way: the two lists on first use and kept, one country's cities per request.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { countryName } from "@site/contract/country-names";

export type LocationCountry = { name: string; isoCode: string };
export type LocationState = { name: string; isoCode: string; countryCode: string };
/** One country's city names, by state isoCode. */
export type CitiesByState = Record<string, string[]>;

export type LocationSource = {
  countries(): Promise<LocationCountry[]>;
  states(): Promise<LocationState[]>;
  /** The cities of one country; an unknown country has none. */
  cities(countryCode: string): Promise<CitiesByState>;
};

/** A country code as the package writes it; anything else never names a file. */
const COUNTRY_CODE = /^[A-Z]{2}$/;

const readJson = async <T>(...parts: string[]) =>
  JSON.parse(await readFile(path.join(...parts), "utf8")) as T;

/** The package's data folder (its exports publish `data/*`, not its package.json). */
function packageDataDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve("@countrystatecity/countries/data/countries.json"));
}

type PackageCountry = { name: string; iso2: string };
type PackageState = { name: string; iso2: string; country_code: string };
type PackageCity = { name: string; state_code: string; country_code: string };

/**
 * The package's data read folder by folder: the country list, the folders of the countries that have
 * states (by their code), and one country's cities on demand.
 */
function packageData(dir = packageDataDir()) {
  let folders: Promise<Map<string, string>> | undefined;
  /** Country code → its folder, for the countries that have one (those with states). */
  const countryFolders = () =>
    (folders ??= readdir(dir, { withFileTypes: true }).then((entries) => {
      const byCode = new Map<string, string>();
      for (const e of entries) {
        if (!e.isDirectory()) continue;
        const code = /-([A-Z]{2})$/.exec(e.name)?.[1];
        if (!code) throw new Error(`Unexpected folder in the location data: ${e.name}`);
        byCode.set(code, e.name);
      }
      return byCode;
    }));
  const byName = new Intl.Collator("en").compare;
  return {
    async countries(): Promise<LocationCountry[]> {
      const rows = await readJson<PackageCountry[]>(dir, "countries.json");
      return rows
        .map(({ name, iso2 }) => {
          if (!COUNTRY_CODE.test(iso2))
            throw new Error(`Unexpected country code in the location data: ${iso2}`);
          return { name: countryName(iso2) ?? name, isoCode: iso2 };
        })
        .sort((a, b) => byName(a.name, b.name));
    },
    async states(): Promise<LocationState[]> {
      const states: LocationState[] = [];
      for (const [code, folder] of [...(await countryFolders())].sort(([a], [b]) => (a < b ? -1 : 1))) {
        for (const s of await readJson<PackageState[]>(dir, folder, "states.json"))
          states.push({ name: s.name, isoCode: s.iso2, countryCode: code });
      }
      return states;
    },
    async cities(code: string): Promise<CitiesByState> {
      const folder = COUNTRY_CODE.test(code) ? (await countryFolders()).get(code) : undefined;
      if (!folder) return {};
      const byState: CitiesByState = {};
      const entries = await readdir(path.join(dir, folder), { withFileTypes: true });
      for (const e of entries.filter((e) => e.isDirectory()).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        let rows: PackageCity[];
        try {
          rows = await readJson<PackageCity[]>(dir, folder, e.name, "cities.json");
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === "ENOENT") continue;
          throw err;
        }
        for (const city of rows) (byState[city.state_code] ??= []).push(city.name);
      }
      return byState;
    },
    async codesWithCities(): Promise<string[]> {
      return [...(await countryFolders()).keys()].sort();
    },
  };
}

/** Writes the split into `dir` (the build's dist/locations); returns how many countries have cities. */
export async function writeLocationData(dir: string): Promise<number> {
  const data = packageData();
  await mkdir(path.join(dir, "cities"), { recursive: true });
  await writeFile(path.join(dir, "countries.json"), JSON.stringify(await data.countries()));
  await writeFile(path.join(dir, "states.json"), JSON.stringify(await data.states()));
  let written = 0;
  for (const code of await data.codesWithCities()) {
    const byState = await data.cities(code);
    if (Object.keys(byState).length === 0) continue;
    await writeFile(path.join(dir, "cities", `${code}.json`), JSON.stringify(byState));
    written++;
  }
  return written;
}

/** The split written by writeLocationData: small lists kept once read, one country's cities per call. */
export function fileLocationSource(dir: string): LocationSource {
  const read = async <T>(...parts: string[]) =>
    JSON.parse(await readFile(path.join(dir, ...parts), "utf8")) as T;
  let countries: Promise<LocationCountry[]> | undefined;
  let states: Promise<LocationState[]> | undefined;
  return {
    countries: () => (countries ??= read<LocationCountry[]>("countries.json")),
    states: () => (states ??= read<LocationState[]>("states.json")),
    cities: async (code) => {
      if (!COUNTRY_CODE.test(code)) return {};
      try {
        return await read<CitiesByState>("cities", `${code}.json`);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return {};
        throw e;
      }
    },
  };
}

/** The package's own files (running from source): the two lists kept once read, one country's cities per call. */
export function packageLocationSource(): LocationSource {
  const data = packageData();
  let countries: Promise<LocationCountry[]> | undefined;
  let states: Promise<LocationState[]> | undefined;
  return {
    countries: () => (countries ??= data.countries()),
    states: () => (states ??= data.states()),
    cities: (code) => data.cities(code),
  };
}

/** Where the build puts the split: beside the bundle (dist/server.js → dist/locations). */
const BUILT_DIR = fileURLToPath(new URL("./locations", import.meta.url));

let source: LocationSource | undefined;
/** The built API's split files when they are there, else the package's own files. */
export function locationSource(): LocationSource {
  source ??= existsSync(path.join(BUILT_DIR, "countries.json"))
    ? fileLocationSource(BUILT_DIR)
    : packageLocationSource();
  return source;
}
