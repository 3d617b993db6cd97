"use client";

import { useLocationOptions } from "./use-location-options";

/** The country names, or nothing at all while `enabled` is false (a closed position fetches none). */
export function useLocationCountries(enabled: boolean, initial?: string[]) {
  return useLocationOptions("/api/locations/countries", enabled ? {} : null, "countryName", initial);
}
