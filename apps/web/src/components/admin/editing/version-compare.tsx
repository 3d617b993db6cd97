import type { ReactNode } from "react";
import { dateTime } from "@/lib/admin/format";
import { type ComparedField, type DiffPart, wordDiff } from "./version-diff";

/** One side's text: removed words struck through in <del>, added ones underlined in <ins>, each named. */
export function Marked({ parts }: { parts: DiffPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.change === "removed" ? (
          <del key={i} className="rounded-sm bg-accent-100 text-accent-700 decoration-2">
            <span className="sr-only">[removed: </span>
            {p.text}
            <span className="sr-only">]</span>
          </del>
        ) : p.change === "added" ? (
          <ins key={i} className="rounded-sm bg-brand-100 text-brand-800 decoration-2 underline-offset-2">
            <span className="sr-only">[added: </span>
            {p.text}
            <span className="sr-only">]</span>
          </ins>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

function Field({
  label,
  before,
  after,
  older,
  newer,
}: {
  label: string;
  before: string;
  after: string;
  older: number;
  newer: number;
}) {
  const diff = wordDiff(before, after);
  const side = (number: number, parts: DiffPart[]): ReactNode => (
    <div className="min-w-0 rounded-lg border border-ink-100 bg-white p-3">
      <p className="mb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">Version {number}</p>
      <div className="text-[0.9375rem] leading-7 break-words whitespace-pre-wrap text-ink-900">
        <Marked parts={parts} />
      </div>
    </div>
  );
  return (
    <section aria-label={label} className="rounded-card border border-ink-200 bg-ink-50 p-4">
      <h3 className="mb-3 flex flex-wrap items-baseline gap-2 text-base font-semibold text-ink-900">
        {label}
        <span className="text-sm font-normal text-ink-600">{diff.changed ? "Changed" : "No change"}</span>
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        {side(older, diff.before)}
        {side(newer, diff.after)}
      </div>
    </section>
  );
}

/** What the heading of a version shows: its number, when, by whom, and what it was. */
export type VersionInfo = {
  number: number;
  created_at: string;
  created_by: string;
  restored_from: number | null;
  /** A word on what the version holds ("Published"), after who saved it. */
  note?: string;
};

function VersionHeading({ version, restore }: { version: VersionInfo; restore?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-ink-200 bg-white px-4 py-3">
      <div>
        <h2 className="text-base font-semibold text-ink-900">Version {version.number}</h2>
        <p className="text-sm text-ink-600">
          Saved <time dateTime={version.created_at}>{dateTime(version.created_at)}</time> by{" "}
          {version.created_by}
          {version.restored_from ? `, restoring version ${version.restored_from}` : ""}
          {version.note ? `. ${version.note}` : ""}
        </p>
      </div>
      {restore}
    </div>
  );
}

/**
 * Two versions side by side (issue 21), the older on the left, each with its restore control: `fields`
 * compared word by word (a post's title, summary and body; a content entry's changed text fields),
 * `others` listed as "before → after" when they differ, and `note` said under them (what is left out).
 * Serves posts and marketing content alike: the page maps its versions to these fields.
 */
export function VersionCompare({
  older,
  newer,
  fields,
  others = [],
  note,
  restore,
}: {
  older: VersionInfo;
  newer: VersionInfo;
  fields: ComparedField[];
  others?: ComparedField[];
  note?: string;
  /** The restore control of a version, or nothing when the reader may not restore. */
  restore?: (number: number) => ReactNode;
}) {
  const changedOthers = others.filter((f) => f.before !== f.after);
  return (
    <div className="flex flex-col gap-4" data-testid="version-compare">
      <div className="grid gap-3 md:grid-cols-2">
        <VersionHeading version={older} restore={restore?.(older.number)} />
        <VersionHeading version={newer} restore={restore?.(newer.number)} />
      </div>
      {fields.map((f) => (
        <Field
          key={f.label}
          label={f.label}
          before={f.before}
          after={f.after}
          older={older.number}
          newer={newer.number}
        />
      ))}
      {changedOthers.length ? (
        <section aria-label="Other fields" className="rounded-card border border-ink-200 bg-white p-4">
          <h3 className="mb-2 text-base font-semibold text-ink-900">Other fields</h3>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {changedOthers.map((f) => (
              <div key={f.label} className="contents">
                <dt className="font-semibold text-ink-700">{f.label}</dt>
                <dd className="break-all text-ink-800">{f.summary ?? `${f.before} → ${f.after}`}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {note ? <p className="text-sm text-ink-600">{note}</p> : null}
    </div>
  );
}
