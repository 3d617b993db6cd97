"use client";

import { useLocationOptions } from "./use-location-options";

/** The cities of the chosen state; empty until a state is chosen. */
export function useLocationCities(state: string | undefined, initial?: string[]) {
  return useLocationOptions("/api/locations/cities", state ? { state } : null, "city_name", initial);
}
