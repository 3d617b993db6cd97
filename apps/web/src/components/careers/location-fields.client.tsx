"use client";

import { UI_TEXT } from "@/content/ui-text";
import { buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { STEP_FIELD } from "@/lib/forms/outcome";
import { Select, type SelectOption } from "@/components/ui/select";
import { useLocationCities } from "@/hooks/use-location-cities";
import { useLocationCountries } from "@/hooks/use-location-countries";
import { useLocationStates } from "@/hooks/use-location-states";
import type { CheckedForm } from "@/components/ui/use-checked-form";

type LocationValues = { country?: string; state?: string; city?: string };
type LocationField = keyof LocationValues;

export type LocationFieldsProps = {
  /** The form's state (useCheckedForm), which watches country and state. */
  form: Pick<CheckedForm<LocationField>, "register" | "setValue" | "watched">;
  /** A closed position: nothing is fetched and the selects stay empty (the fieldset disables them). */
  closed: boolean;
  idPrefix: string;
  /** The lists the server rendered: every country, and the states and cities of the chosen ones. */
  lists?: LocationLists;
  /** The choices the server renders selected (what a submission without script came back with). */
  chosen?: LocationValues;
};

export type LocationLists = { countries?: string[]; states?: string[]; cities?: string[] };

const toOptions = (names: string[]): SelectOption[] => names.map((name) => ({ label: name, value: name }));

/**
 * The country → state → city cascade (spec §4). Without script, a button under the lists fetches the
 * next one by sending the form back to the page (the gateway keeps what was typed). Choosing a country clears state and city and loads
 * the states; choosing a state clears the city and loads the cities. State waits for a country and
 * city for a state; each shows 'Loading...' while its list is on the way.
 */
export function LocationFields({ form, closed, idPrefix, lists = {}, chosen = {} }: LocationFieldsProps) {
  const { register, setValue } = form;
  const { country, state } = form.watched;

  const countries = useLocationCountries(!closed, lists.countries);
  const states = useLocationStates(country || undefined, lists.states);
  const cities = useLocationCities(state || undefined, lists.cities);

  const clear = (...fields: ("state" | "city")[]) => {
    for (const field of fields) setValue(field, "");
  };

  return (
    <div className="grid gap-5 @2xl:grid-cols-3">
      <FormField id={`${idPrefix}-country`} label="Country">
        <Select
          defaultValue={chosen.country}
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
          defaultValue={chosen.state}
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
          defaultValue={chosen.city}
          {...register("city")}
          options={toOptions(cities.options)}
          placeholder={cities.loading ? UI_TEXT.loading : "Select a city"}
          disabled={!state || cities.loading}
          aria-busy={cities.loading || undefined}
          autoComplete="address-level2"
        />
      </FormField>
      {/* Without script the lists cannot follow the choice by themselves: this sends the form back to
          the page with the states (then the cities) of what was chosen. */}
      <div className="hidden noscript:block @2xl:col-span-3">
        <button
          type="submit"
          name={STEP_FIELD}
          value="location"
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          Show states and cities
        </button>
      </div>
    </div>
  );
}
