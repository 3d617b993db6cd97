"use client";

import { useState } from "react";
import {
  type AdminMarketingEntry,
  type PartnersContent,
  partnersContentSchema,
  draftCountNote,
  maxLengthsOf,
  partnersCtaContentSchema,
} from "@site/contract";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { ContentItemList } from "./content-item-list";
import { ContentToolbar } from "./content-toolbar";
import { useContentEntry } from "./use-content-entry";

/** A partner as the form holds it: its highlights typed one a line. */
type PartnerValues = Omit<PartnersContent["partners"][number], "highlights"> & { highlights: string };
type CtaValues = Omit<PartnersContent["cta"], "benefits"> & { benefits: string };

const max = maxLengthsOf(partnersCtaContentSchema);

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** A message about one line of a list (partners.0.highlights.2) stands under the list's field. */
function byField(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.replace(/^(partners\.\d+\.highlights|cta\.benefits)\.\d+$/, "$1");
    out[field] ??= message;
  }
  return out;
}

/**
 * /about/partners: the partners and the call to action, checked with the contract's schema before sending.
 * The spec shows two telecom partners: the editor says so while the draft has another number, and the API
 * refuses to publish it.
 */
export function PartnersEditor({ entry }: { entry: AdminMarketingEntry<"partners"> }) {
  const d = entry.draft;
  const [partners, setPartners] = useState<PartnerValues[]>(
    d.partners.map((p) => ({ ...p, highlights: p.highlights.join("\n") })),
  );
  const [cta, setCta] = useState<CtaValues>({ ...d.cta, benefits: d.cta.benefits.join("\n") });
  const entryState = useContentEntry("partners", "showcase", partnersContentSchema);
  const { pending, save, publish } = entryState;
  const errors = byField(entryState.errors);
  const content = (): PartnersContent => ({
    partners: partners.map((p) => ({ ...p, highlights: lines(p.highlights) })),
    cta: { ...cta, benefits: lines(cta.benefits) },
  });
  const setCtaField = (field: keyof CtaValues, value: string) => setCta((c) => ({ ...c, [field]: value }));
  const count = draftCountNote("partners", "showcase", { partners });
  const countWarning = count && !count.ok ? count.text : undefined;

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <p className="text-sm text-ink-600" aria-live="polite">
        {count?.text}
      </p>
      <ContentItemList
        legend="Telecom partners (highlights: one a line)"
        name="partners"
        fields={[
          ["name", "Name", false],
          ["category", "Category", false],
          ["logo", "Logo", false],
          ["description", "Description", true],
          ["highlights", "Highlights", true],
        ]}
        columns="sm:grid-cols-2 lg:grid-cols-3"
        items={partners}
        errors={errors}
        error={errors.partners}
        onChange={(next) => setPartners(next as PartnerValues[])}
      />
      <fieldset className="grid gap-5 rounded-card border border-ink-200 bg-white p-5 lg:grid-cols-2">
        <legend className="float-left w-full text-sm font-semibold text-ink-900">
          Partner call to action
        </legend>
        <FormField id="partners-cta-title" label="Title" required error={errors["cta.title"] ?? errors.cta}>
          <TextInput
            value={cta.title}
            maxLength={max.title}
            onChange={(e) => setCtaField("title", e.target.value)}
          />
        </FormField>
        <FormField id="partners-cta-button" label="Button" required error={errors["cta.button"]}>
          <TextInput
            value={cta.button}
            maxLength={max.button}
            onChange={(e) => setCtaField("button", e.target.value)}
          />
        </FormField>
        <FormField id="partners-cta-text" label="Text" required error={errors["cta.text"]}>
          <Textarea
            rows={4}
            value={cta.text}
            maxLength={max.text}
            onChange={(e) => setCtaField("text", e.target.value)}
          />
        </FormField>
        <FormField
          id="partners-cta-benefits"
          label="Benefits"
          required
          hint="One a line."
          error={errors["cta.benefits"]}
        >
          <Textarea rows={4} value={cta.benefits} onChange={(e) => setCtaField("benefits", e.target.value)} />
        </FormField>
      </fieldset>
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
