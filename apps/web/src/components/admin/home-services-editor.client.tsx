"use client";

import { useState } from "react";
import { type AdminMarketingEntry, HOME_COUNTS, homeServicesContentSchema } from "@site/contract";
import { ContentToolbar } from "./content-toolbar";
import { useContentEntry } from "./use-content-entry";

/** A service the home page may show: its key, title and whether visitors see it. */
export type HomeServiceChoice = { key: string; title: string; published: boolean };

/**
 * The home page's services grid: a checkbox per service, in the services' order (the grid's order),
 * with the count chosen against the spec's 8, said as it changes. Publishing needs exactly 8, each a
 * published service (the contract's rule, stated by the API).
 */
export function HomeServicesEditor({
  entry,
  services,
}: {
  entry: AdminMarketingEntry<"home-services">;
  services: HomeServiceChoice[];
}) {
  const [chosen, setChosen] = useState<Set<string>>(new Set(entry.draft.services));
  const { errors, pending, save, publish } = useContentEntry(
    "home-services",
    "home",
    homeServicesContentSchema,
  );
  const data = () => ({ services: services.filter((s) => chosen.has(s.key)).map((s) => s.key) });
  const count = services.filter((s) => chosen.has(s.key)).length;
  const needed = HOME_COUNTS.services;

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <fieldset
        className="rounded-card border border-ink-200 bg-white p-5"
        aria-describedby="home-services-count"
      >
        <legend className="px-1 text-lg font-bold text-ink-950">Services on the home page</legend>
        <p id="home-services-count" role="status" aria-live="polite" className="mt-1 text-sm text-ink-700">
          {`${count} of ${needed} chosen.`}
          {count === needed
            ? " Ready to publish."
            : count < needed
              ? ` Choose ${needed - count} more to publish.`
              : ` Take ${count - needed} off to publish.`}
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {services.map((s) => (
            <li key={s.key}>
              <label className="flex items-start gap-3 rounded-lg border border-ink-100 p-3 hover:border-brand-200">
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-brand-600"
                  checked={chosen.has(s.key)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(s.key);
                    else next.delete(s.key);
                    setChosen(next);
                  }}
                />
                <span className="flex flex-col">
                  <span className="font-semibold text-ink-950">{s.title}</span>
                  <span className="text-sm text-ink-600">
                    {s.published ? "Published" : "Not published: publish it before the home page can show it"}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.services ? (
          <p className="mt-3 text-sm font-medium text-accent-600">{errors.services}</p>
        ) : null}
      </fieldset>
      <ContentToolbar
        entry={entry}
        problem={errors._}
        pending={pending}
        onSave={() => void save(data())}
        onPublish={() => void publish(data())}
      />
    </form>
  );
}
