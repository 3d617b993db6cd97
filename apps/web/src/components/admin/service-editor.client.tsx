"use client";

import { useState } from "react";
import {
  type AdminMarketingEntry,
  SERVICE_ICONS,
  type ServiceContent,
  serviceContentSchema,
  maxLengthsOf,
} from "@site/contract";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { ContentItemList } from "./content-item-list";
import { ContentToolbar } from "./content-toolbar";
import { useContentEntry } from "./use-content-entry";

/** The form's values: lists of one line per item are typed as text, one item a line. */
type Values = Omit<ServiceContent, "process" | "stack"> & { process: string; stack: string };

const max = maxLengthsOf(serviceContentSchema);

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

function toContent(v: Values): ServiceContent {
  return {
    ...v,
    process: lines(v.process).map((text, i) => ({ index: i + 1, text })),
    stack: lines(v.stack),
  };
}

/**
 * A service's page: every field of the contract's schema, checked with it before sending; the API's
 * messages show beside their fields. A list's message stands under the list.
 */
export function ServiceEditor({ entry }: { entry: AdminMarketingEntry<"service"> }) {
  const d = entry.draft;
  const [values, setValues] = useState<Values>({
    ...d,
    process: d.process.map((p) => p.text).join("\n"),
    stack: d.stack.join("\n"),
  });
  const { errors, pending, save, publish } = useContentEntry("service", entry.key, serviceContentSchema);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const id = (field: string) => `service-${field}`;
  /** The first message of a list's items (process.2.text → the process field). */
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
          hint="In menus, cards and breadcrumbs."
        >
          <TextInput
            value={values.title}
            maxLength={max.title}
            onChange={(e) => set("title", e.target.value)}
          />
        </FormField>
        <FormField id={id("icon")} label="Icon" required error={errors.icon}>
          <Select
            value={values.icon}
            onChange={(e) => set("icon", e.target.value as Values["icon"])}
            options={SERVICE_ICONS.map((icon) => ({ label: icon, value: icon }))}
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
          id={id("summary")}
          label="Summary"
          required
          error={errors.summary}
          hint="One line on the services grid."
          className="lg:col-span-2"
        >
          <Textarea
            rows={2}
            value={values.summary}
            maxLength={max.summary}
            onChange={(e) => set("summary", e.target.value)}
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
          id={id("caseStudy")}
          label="Case study"
          required
          error={errors.caseStudy}
          hint="The path of the case study that shows this service, e.g. /valleyhill."
        >
          <TextInput
            value={values.caseStudy}
            maxLength={max.caseStudy}
            onChange={(e) => set("caseStudy", e.target.value)}
          />
        </FormField>
      </div>
      <ContentItemList
        legend="What you get (offerings)"
        name="offerings"
        fields={[
          ["title", "Title", false],
          ["text", "Text", true],
        ]}
        items={values.offerings}
        errors={errors}
        error={listError("offerings")}
        onChange={(items) => set("offerings", items as Values["offerings"])}
      />
      <div className="grid gap-5 rounded-card border border-ink-200 bg-white p-5 lg:grid-cols-2">
        <FormField
          id={id("process")}
          label="How it works (steps)"
          required
          error={listError("process")}
          hint="One step a line; they are numbered in this order."
        >
          <Textarea rows={6} value={values.process} onChange={(e) => set("process", e.target.value)} />
        </FormField>
        <FormField
          id={id("stack")}
          label="Tools and technologies"
          required
          error={listError("stack")}
          hint="One a line."
        >
          <Textarea rows={6} value={values.stack} onChange={(e) => set("stack", e.target.value)} />
        </FormField>
      </div>
      <ContentItemList
        legend="At a glance (results)"
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
      <ContentItemList
        legend="Common questions"
        name="faqs"
        fields={[
          ["question", "Question", false],
          ["answer", "Answer", true],
        ]}
        items={values.faqs}
        errors={errors}
        error={listError("faqs")}
        onChange={(items) => set("faqs", items as Values["faqs"])}
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
