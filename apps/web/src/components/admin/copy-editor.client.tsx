"use client";

import { useState } from "react";
import type { z } from "zod";
import { type AdminMarketingEntry, draftCountNote, type MarketingKind } from "@site/contract";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { ContentItemList } from "./content-item-list";
import { ContentToolbar } from "./content-toolbar";
import { useContentEntry } from "./use-content-entry";

/**
 * The fields of a kind's entry as its editor lays them out: a field's path is where it is in the entry
 * (headings.checks.title); "items" is a list of texts' groups (the shared item list), "steps" numbered
 * steps (§3 Feature items) and "lines" a list of lines, both typed one a line.
 */
export type CopyField =
  | { type: "text"; path: string; label: string; multiline?: boolean }
  | { type: "items"; path: string; label: string; fields: [string, string, boolean][] }
  | { type: "steps" | "lines"; path: string; label: string };
export type CopyGroup = { legend: string; fields: CopyField[] };

type Item = Record<string, string>;
type Values = Record<string, string | Item[]>;

function getPath(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], data);
}

function setPath(data: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let o = data;
  for (const k of keys.slice(0, -1)) {
    o[k] = { ...((o[k] as Record<string, unknown> | undefined) ?? {}) };
    o = o[k] as Record<string, unknown>;
  }
  o[keys.at(-1)!] = value;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

function initial(field: CopyField, data: unknown): string | Item[] {
  const v = getPath(data, field.path);
  if (field.type === "text") return typeof v === "string" ? v : "";
  const list = Array.isArray(v) ? v : [];
  if (field.type === "items") return list.map((item) => ({ ...(item as Item) }));
  if (field.type === "steps") return list.map((s) => (s as { text: string }).text).join("\n");
  return list.join("\n");
}

function built(field: CopyField, value: string | Item[]): unknown {
  if (field.type === "text" || field.type === "items") return value;
  const l = lines(value as string);
  return field.type === "steps" ? l.map((text, i) => ({ index: i + 1, text })) : l;
}

const idOf = (kind: string, path: string) => `${kind}-${path.replaceAll(".", "-")}`;

/**
 * An entry of copy (a landing page, a home page section): its fields in the page's order, checked with
 * the entry's own schema before sending; the number the spec fixes for one of its lists (the kind's
 * declaration) is said while the draft has another.
 */
export function CopyEditor({
  entry,
  kind,
  entryKey,
  schema,
  groups,
}: {
  entry: AdminMarketingEntry;
  kind: MarketingKind;
  entryKey: string;
  schema: z.ZodType;
  groups: CopyGroup[];
}) {
  const fields = groups.flatMap((g) => g.fields);
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(fields.map((f) => [f.path, initial(f, entry.draft)])),
  );
  const entryState = useContentEntry(kind, entryKey, schema);
  const { pending, save, publish } = entryState;
  // A message about one line of a typed list (steps.2.text, offer.1) stands under the list's field.
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(entryState.errors)) {
    const list = fields.find(
      (f) => (f.type === "steps" || f.type === "lines") && key.startsWith(`${f.path}.`),
    );
    errors[list ? list.path : key] ??= message;
  }
  const content = () => {
    const data = structuredClone(entry.draft) as Record<string, unknown>;
    for (const f of fields) setPath(data, f.path, built(f, values[f.path]!));
    return data;
  };
  const set = (path: string, value: string | Item[]) => setValues((v) => ({ ...v, [path]: value }));
  const count = draftCountNote(kind, entryKey, content());
  const countWarning = count && !count.ok ? count.text : undefined;

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      {groups.map((group) => (
        <fieldset
          key={group.legend}
          className="flex flex-col gap-5 rounded-card border border-ink-200 bg-white p-5"
        >
          <legend className="float-left w-full text-sm font-semibold text-ink-900">{group.legend}</legend>
          <div className="clear-both flex flex-col gap-5">
            {group.fields.map((f) => {
              const value = values[f.path]!;
              if (f.type === "items")
                return (
                  <ContentItemList
                    key={f.path}
                    legend={f.label}
                    name={f.path}
                    fields={f.fields}
                    columns={f.fields.length > 2 ? "lg:grid-cols-[1fr_1fr_2fr_auto]" : undefined}
                    items={value as Item[]}
                    errors={errors}
                    error={errors[f.path]}
                    onChange={(next) => set(f.path, next)}
                  />
                );
              const multi = f.type !== "text" || f.multiline;
              const label = f.type === "text" ? f.label : `${f.label} (one a line)`;
              const fieldLabel = f.path.startsWith("headings.") ? `${group.legend}: ${f.label}` : label;
              return (
                <FormField
                  key={f.path}
                  id={idOf(kind, f.path)}
                  label={fieldLabel}
                  required
                  error={errors[f.path]}
                >
                  {multi ? (
                    <Textarea
                      rows={f.type === "text" ? 3 : 5}
                      value={value as string}
                      onChange={(e) => set(f.path, e.target.value)}
                    />
                  ) : (
                    <TextInput value={value as string} onChange={(e) => set(f.path, e.target.value)} />
                  )}
                </FormField>
              );
            })}
          </div>
        </fieldset>
      ))}
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
