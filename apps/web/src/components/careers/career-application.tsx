import { PHONE_CODES } from "@/content/phone-codes";
import { getCities, getCountries, getStates } from "@/lib/api/locations";
import { formOutcome } from "@/lib/forms/flash";
import type { LocationLists } from "./location-fields.client";
import { CareerForm } from "./career-form.client";

/** A list the server could not read is left to the browser to fetch (spec §8: an empty list at worst). */
async function names<T>(read: () => Promise<T[]>, name: (item: T) => string): Promise<string[] | undefined> {
  try {
    return [...new Set((await read()).map(name))];
  } catch {
    return undefined;
  }
}

/**
 * The location lists the form starts with: every country (a cached read), and the states and cities
 * of what a submission without script came back with.
 */
async function locationLists(country: string | undefined, state: string | undefined): Promise<LocationLists> {
  const [countries, states, cities] = await Promise.all([
    names(getCountries, (c) => c.countryName),
    country
      ? names(
          () => getStates(country),
          (s) => s.state_name,
        )
      : undefined,
    state
      ? names(
          () => getCities(state),
          (c) => c.city_name,
        )
      : undefined,
  ]);
  return { countries, states, cities };
}

/** The application form with its server-built calling-code and location lists (spec §4). */
export async function CareerApplication({
  careerId,
  title,
  closed,
}: {
  careerId: number;
  title: string;
  closed: boolean;
}) {
  const outcome = closed ? undefined : await formOutcome("application");
  const chosen = outcome?.values ?? {};
  const locations = closed
    ? {}
    : await locationLists(chosen.country, chosen.country ? chosen.state : undefined);
  return (
    <section
      id="apply"
      aria-labelledby="apply-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-8"
    >
      <h2 id="apply-heading" className="text-2xl font-bold">
        Apply for this position
      </h2>
      <p className="mt-2 mb-6 text-[0.9375rem] leading-6 text-ink-600">
        Tell us who you are and attach your resume. We read every application and reply within five working
        days.
      </p>
      <CareerForm
        careerId={careerId}
        jobTitle={title}
        closed={closed}
        phoneCodes={PHONE_CODES}
        locations={locations}
        outcome={outcome}
      />
    </section>
  );
}
