"use client";

import { useMemo, useState } from "react";
import { type AdminMarketingEntry, draftCountNote, marketingEntrySchema } from "@site/contract";
import { ErrorSummary } from "../shell/error-summary";
import { ContentToolbar } from "./content-toolbar";
import { AutosaveStatus } from "../editing/autosave-status.client";
import { useAutosave } from "../editing/use-autosave";
import { useUnsavedGuard } from "../editing/use-unsaved-guard";
import { FieldWidgets, type ReferenceChoice, useAnnouncer, type WidgetContext } from "./field-widgets.client";
import { fieldsWithMessages, fromForm, schemaFields, toForm } from "./schema-fields";
import { useContentEntry } from "./use-content-entry";

/**
 * The one editor of marketing content (issue 31): an entry's fields as its kind declares them (the
 * entry's schema, walked by schemaFields), checked with that schema before sending; each message beside
 * its field and the fields with one listed on top; the number the spec fixes for one of its lists said
 * while the draft has another; Save draft, Preview, Publish, Publish later and History below.
 * Nothing typed is lost (issue 31, item 4): the draft saves itself a moment after typing stops (never
 * publishing; a list the spec fixes may have another length until Publish), "Saved 3 s ago" beside the
 * buttons, and leaving with unsaved changes asks first.
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
  const entryActions = useContentEntry(kind, key, schema);
  const { pending } = entryActions;
  // The summary on top lists what Save or Publish refused; beside the fields, the last autosave's too.
  const errors = { ...entryActions.autosaveErrors, ...entryActions.errors };
  const data = () => fromForm(fields, values);
  // A refused autosave names the field (its message is beside it), else says the API's words. Off while
  // a schedule waits: a changed draft is not the one scheduled, so saving it would cancel it.
  const autosave = useAutosave(
    values,
    async (v) => {
      const failed = await entryActions.autosave(fromForm(fields, v));
      if (!failed) return null;
      const named = fieldsWithMessages(kind, fields, v, failed.byField)[0];
      return named ? `${named.label} needs attention` : failed.message;
    },
    {
      off: entry.publish_at
        ? "Autosave is off while the draft is scheduled: Save draft would cancel the schedule."
        : undefined,
    },
  );
  useUnsavedGuard(autosave.dirty);
  const byHand = async (which: "save" | "publish") => {
    const sent = values;
    const saved = await entryActions[which](fromForm(fields, sent));
    if (saved) {
      autosave.saved(sent);
      entryActions.clearAutosaveErrors();
    }
  };
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
  const summary = fieldsWithMessages(kind, fields, values, entryActions.errors).map((f) => ({
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
        autosave={<AutosaveStatus state={autosave.state} dirty={autosave.dirty} />}
        onSave={() => void byHand("save")}
        onPublish={() => void byHand("publish")}
      />
    </form>
  );
}
