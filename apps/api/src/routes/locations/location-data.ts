/**
 * Countries, states and cities for the location routes, from the country-state-city package.
 *
 * The package's cities (city.json, 8 MB of JSON, about 150,000 rows) took tens of megabytes of heap for the
 * life of the process once one city list had been asked for. The build (scripts/build.mjs) therefore splits
 * the data beside the bundle, in dist/locations/:
 *   countries.json        [{ name, isoCode }] in the package's order
 *   states.json           [{ name, isoCode, countryCode }] in the package's order
 *   cities/<CC>.json      { <state isoCode>: [city names in the package's order] } for one country
 * The built API keeps the two small lists once read and reads one country's cities per request, dropping
 * them after the answer. Run from source (tsx, tests) there is no such folder and the same split is made in
 * memory from the package on first use.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

type Split = { countries: LocationCountry[]; states: LocationState[]; cities: Map<string, CitiesByState> };

/** A country code as the package writes it; anything else never names a file. */
const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Reads the package's own data files (the package's modules would keep every city in memory). */
async function splitPackageData(): Promise<Split> {
  const require = createRequire(import.meta.url);
  const assets = path.join(path.dirname(require.resolve("country-state-city/package.json")), "lib/assets");
  const read = async <T>(name: string) => JSON.parse(await readFile(path.join(assets, name), "utf8")) as T;
  const countries = (await read<LocationCountry[]>("country.json")).map(({ name, isoCode }) => ({
    name,
    isoCode,
  }));
  const states = (await read<LocationState[]>("state.json")).map(({ name, isoCode, countryCode }) => ({
    name,
    isoCode,
    countryCode,
  }));
  // Rows: [name, countryCode, stateCode, latitude, longitude].
  const rows = await read<[string, string, string, ...unknown[]][]>("city.json");
  const cities = new Map<string, CitiesByState>();
  for (const [name, countryCode, stateCode] of rows) {
    let country = cities.get(countryCode);
    if (!country) cities.set(countryCode, (country = {}));
    (country[stateCode] ??= []).push(name);
  }
  return { countries, states, cities };
}

/** Writes the split into `dir` (the build's dist/locations); returns how many countries have cities. */
export async function writeLocationData(dir: string): Promise<number> {
  const split = await splitPackageData();
  await mkdir(path.join(dir, "cities"), { recursive: true });
  await writeFile(path.join(dir, "countries.json"), JSON.stringify(split.countries));
  await writeFile(path.join(dir, "states.json"), JSON.stringify(split.states));
  for (const [code, byState] of split.cities) {
    if (!COUNTRY_CODE.test(code)) throw new Error(`Unexpected country code in the location data: ${code}`);
    await writeFile(path.join(dir, "cities", `${code}.json`), JSON.stringify(byState));
  }
  return split.cities.size;
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

/** The same split, made in memory from the package on first use and kept (running from source). */
export function memoryLocationSource(): LocationSource {
  let split: Promise<Split> | undefined;
  const data = () => (split ??= splitPackageData());
  return {
    countries: async () => (await data()).countries,
    states: async () => (await data()).states,
    cities: async (code) => (await data()).cities.get(code) ?? {},
  };
}

/** Where the build puts the split: beside the bundle (dist/server.js → dist/locations). */
const BUILT_DIR = fileURLToPath(new URL("./locations", import.meta.url));

let source: LocationSource | undefined;
/** The built API's split files when they are there, else the package through memory. */
export function locationSource(): LocationSource {
  source ??= existsSync(path.join(BUILT_DIR, "countries.json"))
    ? fileLocationSource(BUILT_DIR)
    : memoryLocationSource();
  return source;
}
