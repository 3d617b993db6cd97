"use client";

import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { UI_TEXT } from "@/content/ui-text";
import { FormField } from "@/components/ui/form-field";
import { Select, type SelectOption } from "@/components/ui/select";
import { useLocationCities } from "@/hooks/use-location-cities";
import { useLocationCountries } from "@/hooks/use-location-countries";
import { useLocationStates } from "@/hooks/use-location-states";

type LocationValues = { country?: string; state?: string; city?: string };

export type LocationFieldsProps<T extends LocationValues> = {
  control: Control<T>;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  /** A closed position: nothing is fetched and the selects stay empty (the fieldset disables them). */
  closed: boolean;
  idPrefix: string;
};

const toOptions = (names: string[]): SelectOption[] => names.map((name) => ({ label: name, value: name }));

/**
 * The country → state → city cascade (spec §4). Choosing a country clears state and city and loads
 * the states; choosing a state clears the city and loads the cities. State waits for a country and
 * city for a state; each shows 'Loading...' while its list is on the way.
 */
export function LocationFields<T extends LocationValues>(props: LocationFieldsProps<T>) {
  // The generic form type is only ever narrowed to these three string fields here.
  const { control, register, setValue, closed, idPrefix } =
    props as unknown as LocationFieldsProps<LocationValues>;
  const [country, state] = useWatch({ control, name: ["country", "state"] });

  const countries = useLocationCountries(!closed);
  const states = useLocationStates(country || undefined);
  const cities = useLocationCities(state || undefined);

  const clear = (...fields: ("state" | "city")[]) => {
    for (const field of fields) setValue(field, "", { shouldDirty: true });
  };

  return (
    <div className="grid gap-5 @2xl:grid-cols-3">
      <FormField id={`${idPrefix}-country`} label="Country">
        <Select
          {...register("country", { onChange: () => clear("state", "city") })}
          options={toOptions(countries.options)}
          placeholder={countries.loading ? UI_TEXT.loading : "Select a country"}
          disabled={countries.loading}
          aria-busy={countries.loading || undefined}
          autoComplete="country-name"
        />
      </FormField>
      <FormField id={`${idPrefix}-state`} label="State">
        <Select
          {...register("state", { onChange: () => clear("city") })}
          options={toOptions(states.options)}
          placeholder={states.loading ? UI_TEXT.loading : "Select a state"}
          disabled={!country || states.loading}
          aria-busy={states.loading || undefined}
          autoComplete="address-level1"
        />
      </FormField>
      <FormField id={`${idPrefix}-city`} label="City">
        <Select
          {...register("city")}
          options={toOptions(cities.options)}
          placeholder={cities.loading ? UI_TEXT.loading : "Select a city"}
          disabled={!state || cities.loading}
          aria-busy={cities.loading || undefined}
          autoComplete="address-level2"
        />
      </FormField>
    </div>
  );
}
