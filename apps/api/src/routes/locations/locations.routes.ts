import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  cityOptionSchema,
  countriesQuerySchema,
  countryOptionSchema,
  locationNameSchema,
  pagedSchema,
  stateOptionSchema,
  type CityOption,
  type CountryOption,
  type Paged,
  type StateOption,
} from "@site/contract";
import { docs } from "../../lib/docs";
import { notFound, parseInput } from "../../lib/http-error";
import { locationSource } from "./location-data";

// One collator for every comparison: localeCompare with options builds one per call, which made each
// state lookup (thousands of comparisons) cost tens of milliseconds of CPU.
const collator = new Intl.Collator("en", { sensitivity: "base" });
const same = (a: string, b: string) => collator.compare(a, b) === 0;
const byName = new Intl.Collator("en").compare;

const countryParams = z.object({ countryName: locationNameSchema });
const stateParams = z.object({ stateName: locationNameSchema });
const citiesQuery = z.object({ countryName: locationNameSchema.optional() });

export async function locationRoutes(app: FastifyInstance) {
  app.get(
    "/countries",
    {
      schema: docs({
        summary: "Countries whose name contains countryName (case-insensitive), paged",
        tags: ["location"],
        query: countriesQuerySchema,
        response: pagedSchema(countryOptionSchema),
        errors: [400, 404],
      }),
    },
    async (request): Promise<Paged<CountryOption>> => {
      const { countryName, size, page } = parseInput(countriesQuerySchema, request.query);
      const needle = countryName.toLocaleLowerCase("en");
      const all = (await locationSource().countries())
        .map((c) => c.name)
        .filter((name) => name.toLocaleLowerCase("en").includes(needle));
      return {
        content: all.slice(page * size, page * size + size).map((name) => ({ countryName: name })),
        totalPages: Math.ceil(all.length / size),
        totalElements: all.length,
      };
    },
  );

  app.get(
    "/countries/:countryName/states",
    {
      schema: docs({
        summary: "States (regions) of a country, by the country's name",
        tags: ["location"],
        params: countryParams,
        response: z.array(stateOptionSchema),
        errors: [400, 404],
      }),
    },
    async (request): Promise<StateOption[]> => {
      const { countryName } = parseInput(countryParams, request.params);
      const data = locationSource();
      const country = (await data.countries()).find((c) => same(c.name, countryName));
      if (!country) throw notFound("No country has this name");
      return (await data.states())
        .filter((s) => s.countryCode === country.isoCode)
        .map((s) => s.name)
        .sort(byName)
        .map((name) => ({ state_name: name }));
    },
  );

  app.get(
    "/states/:stateName/cities",
    {
      schema: docs({
        summary:
          "Cities of a state, by the state's name; countryName narrows it when several countries have a state of that name",
        tags: ["location"],
        params: stateParams,
        query: citiesQuery,
        response: z.array(cityOptionSchema),
        errors: [400, 404],
      }),
    },
    async (request): Promise<CityOption[]> => {
      const { stateName } = parseInput(stateParams, request.params);
      const { countryName } = parseInput(citiesQuery, request.query);
      const data = locationSource();
      let states = (await data.states()).filter((s) => same(s.name, stateName));
      if (countryName) {
        const country = (await data.countries()).find((c) => same(c.name, countryName));
        if (!country) throw notFound("No country has this name");
        states = states.filter((s) => s.countryCode === country.isoCode);
      }
      if (states.length === 0) throw notFound("No state has this name");
      // One country's cities at a time, read for this answer and dropped after it.
      const names = new Set<string>();
      for (const code of new Set(states.map((s) => s.countryCode))) {
        const byState = await data.cities(code);
        for (const s of states)
          if (s.countryCode === code) for (const n of byState[s.isoCode] ?? []) names.add(n);
      }
      return [...names].sort(byName).map((name) => ({ city_name: name }));
    },
  );
}
