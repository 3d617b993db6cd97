"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import {
  blankItem,
  capitalized,
  childPath,
  controlId,
  type FormValues,
  type ListField,
  messageOf,
  type ReferencesField,
  type SchemaField,
  withArticle,
} from "./schema-fields";

/** Another kind's entry a references field may name: its key, title and whether visitors see it. */
export type ReferenceChoice = { key: string; title: string; published: boolean };

/** What every widget reads: the kind (for ids), the messages, the references' choices, the count's id. */
export type WidgetContext = {
  kind: string;
  errors: Record<string, string>;
  choices: Record<string, ReferenceChoice[]>;
  /** The list whose length the spec fixes (the kind's draftCount) and the number. */
  count: { path: string; fixed: number } | null;
  /** Says a change to screen readers (a moved or removed item). */
  announce: (text: string) => void;
};

type Props = {
  fields: SchemaField[];
  values: FormValues;
  /** The path of these fields' object in the entry ("tiers.0"), "" at the top. */
  prefix: string;
  /** Put before each label: the group's or the item's name. */
  labelPrefix?: string;
  /** Within a list's item, each label ends with the item's number ("Name 4"). */
  labelSuffix?: string;
  ctx: WidgetContext;
  onChange: (values: FormValues) => void;
};

/** Scalar fields share a grid; a paragraph takes its whole row. */
const isWide = (f: SchemaField) =>
  f.type === "lines" || (f.type === "text" && (f.widget === "textarea" || f.widget === "rich-text"));
const isBlock = (f: SchemaField) => f.type === "list" || f.type === "group" || f.type === "references";

/**
 * An object's fields, each by its widget, in the schema's order: texts, choices, numbers and toggles in a
 * grid, lists, groups and references each in a fieldset of their own.
 */
export function FieldWidgets({
  fields,
  values,
  prefix,
  labelPrefix = "",
  labelSuffix = "",
  ctx,
  onChange,
}: Props) {
  const set = (key: string, value: unknown) => onChange({ ...values, [key]: value });
  const runs: SchemaField[][] = [];
  for (const f of fields) {
    const last = runs.at(-1);
    if (!isBlock(f) && last && !isBlock(last[0]!)) last.push(f);
    else runs.push([f]);
  }
  return (
    <>
      {runs.map((run) => {
        const first = run[0]!;
        if (isBlock(first))
          return (
            <BlockWidget
              key={first.key}
              field={first}
              value={values[first.key]}
              path={childPath(prefix, first.key)}
              label={`${labelPrefix}${first.label}${labelSuffix}`}
              ctx={ctx}
              onChange={(v) => set(first.key, v)}
            />
          );
        return (
          <div
            key={first.key}
            className={`grid gap-5 sm:grid-cols-2 ${prefix ? "" : "rounded-card border border-ink-200 bg-white p-5"}`}
          >
            {run.map((f) => (
              <ScalarWidget
                key={f.key}
                field={f}
                value={values[f.key]}
                path={childPath(prefix, f.key)}
                label={`${labelPrefix}${f.label}${labelSuffix}`}
                ctx={ctx}
                onChange={(v) => set(f.key, v)}
              />
            ))}
          </div>
        );
      })}
    </>
  );
}

type WidgetProps<F extends SchemaField = SchemaField> = {
  field: F;
  value: unknown;
  path: string;
  label: string;
  ctx: WidgetContext;
  onChange: (value: unknown) => void;
};

/** A text, a choice, a number, a toggle or lines: one control with its label, hint and message. */
function ScalarWidget({ field: f, value, path, label, ctx, onChange }: WidgetProps) {
  const id = controlId(ctx.kind, path);
  const error = messageOf(f, path, ctx.errors);
  const span = isWide(f) ? "sm:col-span-2" : undefined;
  if (f.type === "toggle")
    return (
      <Checkbox
        id={id}
        className="sm:col-span-2"
        label={label}
        checked={value === true}
        error={error}
        onCheckedChange={onChange}
      />
    );
  const hint =
    f.type === "lines"
      ? [f.hint, f.indexed ? "One step a line, in order." : "One a line."].filter(Boolean).join(" ")
      : f.hint;
  return (
    <FormField id={id} label={label} required={f.required} hint={hint} error={error} className={span}>
      {f.type === "choice" ? (
        <Select
          value={String(value ?? "")}
          placeholder={value === "" ? `Choose ${label.toLowerCase()}` : undefined}
          options={f.options}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : f.type === "lines" ? (
        <Textarea rows={5} value={String(value ?? "")} onChange={(e) => onChange(e.target.value)} />
      ) : f.type === "text" && (f.widget === "textarea" || f.widget === "rich-text") ? (
        <Textarea
          rows={(f.maxLength ?? 0) > 600 ? 6 : 3}
          maxLength={f.maxLength}
          value={String(value ?? "")}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <TextInput
          inputMode={f.type === "number" ? "numeric" : undefined}
          maxLength={f.type === "text" ? f.maxLength : undefined}
          value={String(value ?? "")}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

/** A list, a group or a set of references: a fieldset of its own. */
function BlockWidget(props: WidgetProps) {
  const { field: f, value, path, label, ctx, onChange } = props;
  if (f.type === "list") return <ListWidget {...props} field={f} />;
  if (f.type === "references") return <ReferencesWidget {...props} field={f} />;
  if (f.type !== "group") return null;
  const error = ctx.errors[path];
  return (
    <fieldset className="flex flex-col gap-5 rounded-card border border-ink-200 bg-white p-5">
      <legend className="float-left w-full text-base font-bold text-ink-950">{label}</legend>
      {f.hint ? <p className="clear-both text-sm text-ink-600">{f.hint}</p> : null}
      {error ? <p className="clear-both text-sm font-medium text-accent-600">{error}</p> : null}
      <div className="clear-both flex flex-col gap-5">
        <FieldWidgets
          fields={f.fields}
          values={value as FormValues}
          prefix={path}
          labelPrefix={`${label}: `}
          ctx={ctx}
          onChange={onChange}
        />
      </div>
    </fieldset>
  );
}

/**
 * A list of items of several fields: each item a fieldset ("Question 3") with Move up, Move down and
 * Remove; Add below. A moved item keeps the focus on its button, and the move is announced.
 */
function ListWidget({ field: f, value, path, label, ctx, onChange }: WidgetProps<ListField>) {
  const items = value as FormValues[];
  const listId = controlId(ctx.kind, path);
  const noun = capitalized(f.item);
  const focusNext = useRef<{ index: number; move?: "up" | "down"; first?: boolean } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target || !list.current) return;
    focusNext.current = null;
    const item = list.current.querySelector<HTMLElement>(`[data-item="${target.index}"]`);
    const control = target.move
      ? (item?.querySelector<HTMLElement>(`[data-move="${target.move}"]:not(:disabled)`) ??
        item?.querySelector<HTMLElement>("[data-move]:not(:disabled)"))
      : item?.querySelector<HTMLElement>("input, textarea, select");
    (control ?? document.getElementById(`${listId}-add`))?.focus();
  }, [items, listId]);

  const move = (i: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    const [item] = next.splice(i, 1);
    next.splice(to, 0, item!);
    focusNext.current = { index: to, move: to < i ? "up" : "down" };
    onChange(next);
    ctx.announce(`${noun} ${i + 1} moved ${to < i ? "up" : "down"} to position ${to + 1} of ${next.length}.`);
  };
  const remove = (i: number) => {
    onChange(items.filter((_, j) => j !== i));
    focusNext.current = { index: Math.min(i, items.length - 2) };
    ctx.announce(`${noun} ${i + 1} removed.`);
  };
  const add = () => {
    focusNext.current = { index: items.length, first: true };
    onChange([...items, blankItem(f.fields)]);
  };
  const error = ctx.errors[path];
  const full = f.maxItems !== undefined && items.length >= f.maxItems;

  return (
    <fieldset className="rounded-card border border-ink-200 bg-white p-5">
      <legend className="float-left w-full text-base font-bold text-ink-950">{label}</legend>
      {f.hint ? <p className="clear-both pt-1 text-sm text-ink-600">{f.hint}</p> : null}
      {error ? <p className="clear-both pt-1 text-sm font-medium text-accent-600">{error}</p> : null}
      <ol ref={list} className="clear-both flex flex-col gap-4 pt-3">
        {items.map((item, i) => (
          <li key={i} data-item={i} className="rounded-lg border border-ink-100 bg-ink-50/40 p-4">
            <fieldset className="flex flex-col gap-4">
              <legend className="float-left w-full text-sm font-semibold text-ink-900">{`${noun} ${i + 1}`}</legend>
              <div className="clear-both flex flex-col gap-4">
                <FieldWidgets
                  fields={f.fields}
                  values={item}
                  prefix={`${path}.${i}`}
                  labelSuffix={` ${i + 1}`}
                  ctx={ctx}
                  onChange={(next) => onChange(items.map((it, j) => (j === i ? next : it)))}
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  data-move="up"
                  aria-label={`Move up: ${f.item} ${i + 1}`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  Move up
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  data-move="down"
                  aria-label={`Move down: ${f.item} ${i + 1}`}
                  disabled={i === items.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  Move down
                </Button>
                <Button size="sm" variant="ghost" onClick={() => remove(i)}>
                  {`Remove ${f.item} ${i + 1}`}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button id={`${listId}-add`} variant="outline" size="sm" className="mt-4" disabled={full} onClick={add}>
        {`Add ${withArticle(f.item)}`}
      </Button>
      {full ? <p className="mt-2 text-sm text-ink-600">{`At most ${f.maxItems}.`}</p> : null}
    </fieldset>
  );
}

/**
 * A set of another kind's entries: a checkbox each, in their own order (the order the set is saved in),
 * with the count chosen against the spec's number where the kind fixes one, said as it changes.
 */
function ReferencesWidget({ field: f, value, path, label, ctx, onChange }: WidgetProps<ReferencesField>) {
  const chosen = new Set((value as string[]) ?? []);
  const options = ctx.choices[path] ?? [];
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onChange(options.filter((o) => next.has(o.key)).map((o) => o.key));
  };
  const n = options.filter((o) => chosen.has(o.key)).length;
  const fixed = ctx.count?.path === path ? ctx.count.fixed : null;
  const countId = `${ctx.kind}-count`;
  const error = messageOf(f, path, ctx.errors);
  return (
    <fieldset
      className="rounded-card border border-ink-200 bg-white p-5"
      aria-describedby={fixed !== null ? countId : undefined}
    >
      <legend className="px-1 text-lg font-bold text-ink-950">{label}</legend>
      {f.hint ? <p className="mt-1 text-sm text-ink-600">{f.hint}</p> : null}
      {fixed !== null ? (
        <p id={countId} role="status" aria-live="polite" className="mt-1 text-sm text-ink-700">
          {`${n} of ${fixed} chosen.`}
          {n === fixed
            ? " Ready to publish."
            : n < fixed
              ? ` Choose ${fixed - n} more to publish.`
              : ` Take ${n - fixed} off to publish.`}
        </p>
      ) : null}
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {options.map((o) => (
          <li key={o.key}>
            <label className="flex items-start gap-3 rounded-lg border border-ink-100 p-3 hover:border-brand-200">
              <input
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-brand-600"
                checked={chosen.has(o.key)}
                onChange={(e) => toggle(o.key, e.target.checked)}
              />
              <span className="flex flex-col">
                <span className="font-semibold text-ink-950">{o.title}</span>
                <span className="text-sm text-ink-600">
                  {o.published ? "Published" : `Not published: publish it before it can be shown here`}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? <p className="mt-3 text-sm font-medium text-accent-600">{error}</p> : null}
    </fieldset>
  );
}

/** A polite live region the editor's widgets speak through. */
export function useAnnouncer(): [string, (text: string) => void] {
  const [text, setText] = useState("");
  return [text, setText];
}
