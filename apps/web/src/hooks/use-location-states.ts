"use client";

import { useLocationOptions } from "./use-location-options";

/** The states of the chosen country; empty until a country is chosen. */
export function useLocationStates(country: string | undefined, initial?: string[]) {
  return useLocationOptions("/api/locations/states", country ? { country } : null, "state_name", initial);
}
