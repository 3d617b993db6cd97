"use client";

import { useState } from "react";
import {
  type AdminMarketingEntry,
  type IndustryContent,
  industryContentSchema,
  maxLengthsOf,
} from "@site/contract";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { ContentItemList } from "./content-item-list";
import { ContentToolbar } from "./content-toolbar";
import { useContentEntry } from "./use-content-entry";

/** The form's values: the standards are typed one a line. */
type Values = Omit<IndustryContent, "compliance"> & { compliance: string };

const max = maxLengthsOf(industryContentSchema);

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

const toContent = (v: Values): IndustryContent => ({ ...v, compliance: lines(v.compliance) });

/**
 * An industry's page and its card: every field of the contract's schema, checked with it before sending;
 * the API's messages show beside their fields, a list's under the list.
 */
export function IndustryEditor({ entry }: { entry: AdminMarketingEntry<"industry"> }) {
  const d = entry.draft;
  const [values, setValues] = useState<Values>({ ...d, compliance: d.compliance.join("\n") });
  const { errors, pending, save, publish } = useContentEntry("industry", entry.key, industryContentSchema);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const id = (field: string) => `industry-${field}`;
  /** The first message of a list's items (compliance.2 → the standards' field). */
  const listError = (field: string) =>
    errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <div className="grid gap-5 rounded-card border border-ink-200 bg-white p-5 lg:grid-cols-2">
        <FormField
          id={id("title")}
          label="Name"
          required
          error={errors.title}
          hint="The card's title, the breadcrumb and the page's title."
        >
          <TextInput
            value={values.title}
            maxLength={max.title}
            onChange={(e) => set("title", e.target.value)}
          />
        </FormField>
        <FormField
          id={id("caseStudy")}
          label="Case study"
          required
          error={errors.caseStudy}
          hint="The path of the case study shown on the page, e.g. /centralive."
        >
          <TextInput
            value={values.caseStudy}
            maxLength={max.caseStudy}
            onChange={(e) => set("caseStudy", e.target.value)}
          />
        </FormField>
        <FormField
          id={id("description")}
          label="Card description"
          required
          error={errors.description}
          hint="On the industry's card (/industry, the home page, other industries' pages)."
          className="lg:col-span-2"
        >
          <Textarea
            rows={2}
            value={values.description}
            maxLength={max.description}
            onChange={(e) => set("description", e.target.value)}
          />
        </FormField>
        <FormField
          id={id("headline")}
          label="Headline"
          required
          error={errors.headline}
          className="lg:col-span-2"
        >
          <TextInput
            value={values.headline}
            maxLength={max.headline}
            onChange={(e) => set("headline", e.target.value)}
          />
        </FormField>
        <FormField
          id={id("intro")}
          label="Introduction"
          required
          error={errors.intro}
          className="lg:col-span-2"
        >
          <Textarea
            rows={5}
            value={values.intro}
            maxLength={max.intro}
            onChange={(e) => set("intro", e.target.value)}
          />
        </FormField>
        <FormField
          id={id("compliance")}
          label="Built to the standards of"
          required
          error={listError("compliance")}
          hint="One a line."
          className="lg:col-span-2"
        >
          <Textarea rows={4} value={values.compliance} onChange={(e) => set("compliance", e.target.value)} />
        </FormField>
      </div>
      <ContentItemList
        legend="The challenge"
        name="challenges"
        fields={[
          ["title", "Challenge", false],
          ["text", "Text", true],
        ]}
        items={values.challenges}
        errors={errors}
        error={listError("challenges")}
        onChange={(items) => set("challenges", items as Values["challenges"])}
      />
      <ContentItemList
        legend="Solutions we deliver"
        name="solutions"
        fields={[
          ["title", "Solution", false],
          ["text", "Text", true],
        ]}
        items={values.solutions}
        errors={errors}
        error={listError("solutions")}
        onChange={(items) => set("solutions", items as Values["solutions"])}
      />
      <ContentItemList
        legend="Outcomes (results)"
        name="results"
        fields={[
          ["title", "Figure", false],
          ["subTitle", "What it means", false],
        ]}
        items={values.results}
        errors={errors}
        error={listError("results")}
        onChange={(items) => set("results", items as Values["results"])}
      />
      <ContentToolbar
        entry={entry}
        problem={errors._}
        pending={pending}
        onSave={() => void save(toContent(values))}
        onPublish={() => void publish(toContent(values))}
      />
    </form>
  );
}
