"use client";

import { useState } from "react";
import {
  type AdminMarketingEntry,
  type CaseStudyContent,
  caseStudyContentSchema,
  HOME_COUNTS,
  maxLengthsOf,
  caseStudyQuoteContentSchema,
} from "@site/contract";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { ContentItemList } from "./content-item-list";
import { ContentToolbar } from "./content-toolbar";
import { useContentEntry } from "./use-content-entry";

type Quote = NonNullable<CaseStudyContent["quote"]>;
/** The form's values: lists of one line per item are typed as text, one a line; the quote may stay empty. */
type Values = Omit<CaseStudyContent, "services" | "challenge" | "stack" | "quote"> & {
  services: string;
  challenge: string;
  stack: string;
  quote: Quote;
};

const max = maxLengthsOf(caseStudyContentSchema);
const quoteMax = maxLengthsOf(caseStudyQuoteContentSchema);

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

function toContent({ quote, ...v }: Values): CaseStudyContent {
  const hasQuote = [quote.text, quote.name, quote.position].some((t) => t.trim());
  return {
    ...v,
    services: lines(v.services),
    challenge: lines(v.challenge),
    stack: lines(v.stack),
    ...(hasQuote ? { quote } : {}),
  };
}

/** [field, label, multi-line, hint] of the page's single fields, in the form's order (their limits: the schema's). */
const FIELDS: [keyof CaseStudyContent & keyof Values & string, string, boolean, string?][] = [
  ["client", "Client", false],
  ["title", "Page title", false, "The browser tab and the breadcrumb, e.g. “RxPost Case Study”."],
  ["cardTitle", "Card title", false],
  ["cardSubTitle", "Card text", false, "On the case study's card and teasers."],
  ["logo", "Logo", false, "An image of this site, e.g. /images/clients/name.svg."],
  ["image", "Image", false, "The card's picture and the page's product screens."],
  ["industry", "Industry", false],
  ["duration", "Timeline", false],
  ["delivered", "Delivered", false],
  ["headline", "Headline", false],
  ["summary", "Summary", true],
];

/**
 * A case study's page and its card: every field of the contract's schema, checked with it before
 * sending. The home page shows the spec's 6 case studies: the editor says so, and the API refuses to
 * publish a change that would show another number.
 */
export function CaseStudyEditor({ entry }: { entry: AdminMarketingEntry<"case-study"> }) {
  const d = entry.draft;
  const [values, setValues] = useState<Values>({
    ...d,
    services: d.services.join("\n"),
    challenge: d.challenge.join("\n"),
    stack: d.stack.join("\n"),
    quote: d.quote ?? { text: "", name: "", position: "" },
  });
  const { errors, pending, save, publish } = useContentEntry("case-study", entry.key, caseStudyContentSchema);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setQuote = (field: keyof Quote, value: string) =>
    setValues((v) => ({ ...v, quote: { ...v.quote, [field]: value } }));
  const id = (field: string) => `case-study-${field}`;
  const listError = (field: string) =>
    errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <div className="grid gap-5 rounded-card border border-ink-200 bg-white p-5 lg:grid-cols-2">
        <Checkbox
          id={id("allowShow")}
          className="lg:col-span-2"
          label={`Show on the home page (the spec fixes ${HOME_COUNTS.caseStudies} case studies there)`}
          checked={values.allowShow}
          error={errors.allowShow}
          onCheckedChange={(checked) => set("allowShow", checked)}
        />
        {FIELDS.map(([field, label, multiline, hint]) => (
          <FormField
            key={field}
            id={id(field)}
            label={label}
            required
            hint={hint}
            error={errors[field]}
            className={multiline || field === "headline" ? "lg:col-span-2" : undefined}
          >
            {multiline ? (
              <Textarea
                rows={5}
                value={values[field] as string}
                maxLength={max[field]}
                onChange={(e) => set(field, e.target.value)}
              />
            ) : (
              <TextInput
                value={values[field] as string}
                maxLength={max[field]}
                onChange={(e) => set(field, e.target.value)}
              />
            )}
          </FormField>
        ))}
        <FormField
          id={id("challenge")}
          label="The challenge"
          required
          error={listError("challenge")}
          hint="One paragraph a line."
          className="lg:col-span-2"
        >
          <Textarea rows={6} value={values.challenge} onChange={(e) => set("challenge", e.target.value)} />
        </FormField>
        <FormField
          id={id("services")}
          label="Services"
          required
          error={listError("services")}
          hint="One a line."
        >
          <Textarea rows={4} value={values.services} onChange={(e) => set("services", e.target.value)} />
        </FormField>
        <FormField id={id("stack")} label="Technology" required error={listError("stack")} hint="One a line.">
          <Textarea rows={4} value={values.stack} onChange={(e) => set("stack", e.target.value)} />
        </FormField>
      </div>
      <ContentItemList
        legend="How we worked (approach)"
        name="approach"
        fields={[
          ["title", "Step", false],
          ["text", "Text", true],
        ]}
        items={values.approach}
        errors={errors}
        error={listError("approach")}
        onChange={(items) => set("approach", items as Values["approach"])}
      />
      <ContentItemList
        legend="What we built (features)"
        name="features"
        fields={[
          ["title", "Feature", false],
          ["text", "Text", true],
        ]}
        items={values.features}
        errors={errors}
        error={listError("features")}
        onChange={(items) => set("features", items as Values["features"])}
      />
      <ContentItemList
        legend="The outcome (results)"
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
      <fieldset className="grid gap-5 rounded-card border border-ink-200 bg-white p-5 lg:grid-cols-2">
        <legend className="float-left w-full text-sm font-semibold text-ink-900">
          The client&apos;s quote (leave all three empty for none)
        </legend>
        <FormField id={id("quote-text")} label="Quote" error={errors["quote.text"]} className="lg:col-span-2">
          <Textarea
            rows={3}
            value={values.quote.text}
            maxLength={quoteMax.text}
            onChange={(e) => setQuote("text", e.target.value)}
          />
        </FormField>
        <FormField id={id("quote-name")} label="Person's name" error={errors["quote.name"]}>
          <TextInput
            value={values.quote.name}
            maxLength={quoteMax.name}
            onChange={(e) => setQuote("name", e.target.value)}
          />
        </FormField>
        <FormField id={id("quote-position")} label="Person's position" error={errors["quote.position"]}>
          <TextInput
            value={values.quote.position}
            maxLength={quoteMax.position}
            onChange={(e) => setQuote("position", e.target.value)}
          />
        </FormField>
      </fieldset>
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
