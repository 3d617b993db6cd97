"use client";

import { useState } from "react";
import {
  type AdminMarketingEntry,
  type PricingContent,
  pricingContentSchema,
  type PricingPage,
  type PricingTier,
  draftCountNote,
  maxLengthsOf,
  pricingTierContentSchema,
} from "@site/contract";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { ContentToolbar } from "./content-toolbar";
import { useContentEntry } from "./use-content-entry";

/** A tier as the form holds it: its price typed (empty: none), its features one a line. */
type TierValues = Omit<PricingTier, "price" | "features"> & { price: string; features: string };

const max = maxLengthsOf(pricingTierContentSchema);

const STYLES = [
  { value: "secondary", label: "Secondary (white)" },
  { value: "primary", label: "Primary (dark, 'Most popular')" },
  { value: "tertiary", label: "Tertiary (grey)" },
];

const toValues = (t: PricingTier): TierValues => ({
  ...t,
  price: t.price === null ? "" : String(t.price),
  features: t.features.map((f) => f.title).join("\n"),
});

/** The typed price as the schema checks it: empty is none, anything else a number (or the text, refused). */
function price(text: string): number | null | string {
  const t = text.trim();
  if (t === "") return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
}

/** A message about one line of a list (tiers.0.features.2.title) stands under the list's field. */
function byField(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.replace(/^(tiers\.\d+\.features)\.\d+(\.title)?$/, "$1");
    out[field] ??= message;
  }
  return out;
}

/**
 * One page's website packages: each tier's name, card style, line, timeline, optional price (whole US
 * dollars) and features, checked with the contract's schema before sending. The spec fixes 3 tiers: the
 * editor says so while the draft has another number, and the API refuses to publish it.
 */
export function PricingEditor({ entry }: { entry: AdminMarketingEntry<"pricing"> & { key: PricingPage } }) {
  const [tiers, setTiers] = useState<TierValues[]>(entry.draft.tiers.map(toValues));
  const entryState = useContentEntry("pricing", entry.key, pricingContentSchema);
  const { pending, save, publish } = entryState;
  const errors = byField(entryState.errors);
  const content = () =>
    ({
      tiers: tiers.map((t) => ({
        ...t,
        price: price(t.price),
        features: t.features
          .split("\n")
          .map((l) => l.trim())
          .filter(Boolean)
          .map((title) => ({ title })),
      })),
    }) as PricingContent;
  const set = (i: number, field: keyof TierValues, value: string) =>
    setTiers((all) => all.map((t, j) => (j === i ? { ...t, [field]: value } : t)));
  const count = draftCountNote("pricing", entry.key, { tiers });
  const countWarning = count && !count.ok ? count.text : undefined;

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <p className="text-sm text-ink-600" aria-live="polite">
        {count?.text}
      </p>
      {errors.tiers ? <p className="text-sm font-medium text-accent-600">{errors.tiers}</p> : null}
      <ol className="grid gap-5 xl:grid-cols-3">
        {tiers.map((tier, i) => {
          const id = (field: string) => `tiers-${i}-${field}`;
          const err = (field: string) => errors[`tiers.${i}.${field}`];
          return (
            <li key={i}>
              <fieldset className="flex h-full flex-col gap-4 rounded-card border border-ink-200 bg-white p-5">
                <legend className="float-left w-full text-sm font-semibold text-ink-900">Tier {i + 1}</legend>
                <FormField id={id("title")} label={`Name ${i + 1}`} required error={err("title")}>
                  <TextInput
                    value={tier.title}
                    maxLength={max.title}
                    onChange={(e) => set(i, "title", e.target.value)}
                  />
                </FormField>
                <FormField id={id("bgType")} label={`Card style ${i + 1}`} required error={err("bgType")}>
                  <Select
                    options={STYLES}
                    value={tier.bgType}
                    onChange={(e) => set(i, "bgType", e.target.value)}
                  />
                </FormField>
                <FormField id={id("tagline")} label={`Line ${i + 1}`} required error={err("tagline")}>
                  <Textarea
                    rows={2}
                    value={tier.tagline}
                    onChange={(e) => set(i, "tagline", e.target.value)}
                  />
                </FormField>
                <FormField id={id("timeline")} label={`Timeline ${i + 1}`} required error={err("timeline")}>
                  <TextInput value={tier.timeline} onChange={(e) => set(i, "timeline", e.target.value)} />
                </FormField>
                <FormField
                  id={id("price")}
                  label={`Price ${i + 1} (US dollars)`}
                  hint="A whole number; empty shows no price, as today."
                  error={err("price")}
                >
                  <TextInput
                    inputMode="numeric"
                    value={tier.price}
                    onChange={(e) => set(i, "price", e.target.value)}
                  />
                </FormField>
                <FormField
                  id={id("features")}
                  label={`Features ${i + 1}`}
                  required
                  hint="One a line."
                  error={err("features")}
                >
                  <Textarea
                    rows={7}
                    value={tier.features}
                    onChange={(e) => set(i, "features", e.target.value)}
                  />
                </FormField>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-auto self-start"
                  onClick={() => setTiers((all) => all.filter((_, j) => j !== i))}
                >
                  Remove tier {i + 1}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() =>
          setTiers((all) => [
            ...all,
            { title: "", bgType: "secondary", tagline: "", timeline: "", price: "", features: "" },
          ])
        }
      >
        Add a tier
      </Button>
      <ContentToolbar
        entry={entry}
        problem={errors._ ?? countWarning}
        pending={pending}
        onSave={() => void save(content())}
        onPublish={() => void publish(content())}
      />
    </form>
  );
}
