"use client";

import { useMemo, useState } from "react";
import { type AdminMarketingEntry, draftCountNote, marketingEntrySchema } from "@site/contract";
import { ErrorSummary } from "../shell/error-summary";
import { ContentToolbar } from "./content-toolbar";
import { FieldWidgets, type ReferenceChoice, useAnnouncer, type WidgetContext } from "./field-widgets.client";
import { fieldsWithMessages, fromForm, schemaFields, toForm } from "./schema-fields";
import { useContentEntry } from "./use-content-entry";

/**
 * The one editor of marketing content (issue 31): an entry's fields as its kind declares them (the
 * entry's schema, walked by schemaFields), checked with that schema before sending; each message beside
 * its field and the fields with one listed on top; the number the spec fixes for one of its lists said
 * while the draft has another; Save draft, Preview, Publish, Publish later and History below.
 *
 *   <ContentEditor key={entry.key} entry={entry} choices={{ services: [...] }} />
 */
export function ContentEditor({
  entry,
  choices = {},
}: {
  entry: AdminMarketingEntry;
  /** For a field naming another kind's entries (references): the entries it may name, by field path. */
  choices?: Record<string, ReferenceChoice[]>;
}) {
  const { kind, key } = entry;
  const schema = marketingEntrySchema(kind, key);
  const fields = useMemo(() => schemaFields(schema), [schema]);
  const [values, setValues] = useState(() => toForm(fields, entry.draft));
  const [announcement, announce] = useAnnouncer();
  const { errors, pending, save, publish } = useContentEntry(kind, key, schema);
  const data = () => fromForm(fields, values);
  const count = draftCountNote(kind, key, data());
  const countWarning = count && !count.ok ? count.text : undefined;
  const countedByWidget =
    count !== null && fields.some((f) => f.type === "references" && f.key === count.count.path);
  const ctx: WidgetContext = {
    kind,
    errors,
    choices,
    count: count ? { path: count.count.path, fixed: count.count.fixed } : null,
    announce,
  };
  const summary = fieldsWithMessages(kind, fields, values, errors).map((f) => ({
    message: f.label,
    field: f.id,
  }));

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <ErrorSummary title="These fields need attention:" errors={summary} />
      {count && !countedByWidget ? (
        <p className="text-sm text-ink-600" aria-live="polite">
          {count.text}
        </p>
      ) : null}
      <FieldWidgets fields={fields} values={values} prefix="" ctx={ctx} onChange={setValues} />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ContentToolbar
        entry={entry}
        problem={errors._ ?? countWarning}
        pending={pending}
        onSave={() => void save(data())}
        onPublish={() => void publish(data())}
      />
    </form>
  );
}
