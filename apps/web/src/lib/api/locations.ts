import "server-only";
import { z } from "zod";
import {
  cityOptionSchema,
  countryOptionSchema,
  LOCATION_PAGE,
  LOCATION_PAGE_SIZE,
  pagedSchema,
  stateOptionSchema,
  type CityOption,
  type CountryOption,
  type StateOption,
} from "@site/contract";
import { apiFetch } from "./client";

/** Countries, states and cities change rarely: a day in the data cache spares the API. */
const LOCATION_REVALIDATE_SECONDS = 86_400;

export async function getCountries(): Promise<CountryOption[]> {
  const data = await apiFetch<unknown>("/countries", {
    query: { countryName: "", size: LOCATION_PAGE_SIZE, page: LOCATION_PAGE },
    revalidate: LOCATION_REVALIDATE_SECONDS,
  });
  return pagedSchema(countryOptionSchema).parse(data).content;
}

export async function getStates(countryName: string): Promise<StateOption[]> {
  const data = await apiFetch<unknown>(`/countries/${encodeURIComponent(countryName)}/states`, {
    revalidate: LOCATION_REVALIDATE_SECONDS,
  });
  return z.array(stateOptionSchema).parse(data);
}

export async function getCities(stateName: string): Promise<CityOption[]> {
  const data = await apiFetch<unknown>(`/states/${encodeURIComponent(stateName)}/cities`, {
    revalidate: LOCATION_REVALIDATE_SECONDS,
  });
  return z.array(cityOptionSchema).parse(data);
}
