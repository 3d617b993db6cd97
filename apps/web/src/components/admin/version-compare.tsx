import type { ReactNode } from "react";
import type { AdminRevision } from "@site/contract";
import { dateTime } from "@/lib/admin/format";
import { RestoreVersion } from "./restore-version.client";
import { bodyText, wordDiff, type DiffPart } from "./version-diff";

/** One side's text: removed words struck through in <del>, added ones underlined in <ins>, each named. */
function Marked({ parts }: { parts: DiffPart[] }) {
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

/** Fields without running text: shown only when they differ, as "before → after". */
const OTHER_FIELDS: [string, (r: AdminRevision) => string][] = [
  ["Slug", (r) => r.slug],
  ["Author", (r) => r.author_slug],
  ["Banner tag", (r) => r.banner_tag ?? "none"],
  ["Hero image", (r) => r.hero_image_path],
  ["Image description", (r) => r.hero_image_alt_text],
  ["Image title", (r) => r.hero_image_title],
];

function VersionHeading({
  version,
  postId,
  canRestore,
  published,
}: {
  version: AdminRevision;
  postId: number;
  canRestore: boolean;
  published: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-ink-200 bg-white px-4 py-3">
      <div>
        <h2 className="text-base font-semibold text-ink-900">Version {version.number}</h2>
        <p className="text-sm text-ink-600">
          Saved <time dateTime={version.created_at}>{dateTime(version.created_at)}</time> by{" "}
          {version.created_by}
          {version.restored_from ? `, restoring version ${version.restored_from}` : ""}
        </p>
      </div>
      {canRestore ? <RestoreVersion id={postId} number={version.number} published={published} /> : null}
    </div>
  );
}

/**
 * Two versions of a post side by side (issue 21): title, summary and body compared word by word, the
 * older on the left, each with "Restore this version".
 */
export function VersionCompare({
  older,
  newer,
  postId,
  canRestore,
  published,
}: {
  older: AdminRevision;
  newer: AdminRevision;
  postId: number;
  canRestore: boolean;
  published: boolean;
}) {
  const others = OTHER_FIELDS.filter(([, read]) => read(older) !== read(newer));
  const categoriesChanged = older.category_ids.join(",") !== newer.category_ids.join(",");
  return (
    <div className="flex flex-col gap-4" data-testid="version-compare">
      <div className="grid gap-3 md:grid-cols-2">
        <VersionHeading version={older} postId={postId} canRestore={canRestore} published={published} />
        <VersionHeading version={newer} postId={postId} canRestore={canRestore} published={published} />
      </div>
      <Field
        label="Title"
        before={older.title}
        after={newer.title}
        older={older.number}
        newer={newer.number}
      />
      <Field
        label="Summary"
        before={older.summary}
        after={newer.summary}
        older={older.number}
        newer={newer.number}
      />
      <Field
        label="Body"
        before={bodyText(older.body)}
        after={bodyText(newer.body)}
        older={older.number}
        newer={newer.number}
      />
      {others.length || categoriesChanged ? (
        <section aria-label="Other fields" className="rounded-card border border-ink-200 bg-white p-4">
          <h3 className="mb-2 text-base font-semibold text-ink-900">Other fields</h3>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {others.map(([label, read]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-ink-700">{label}</dt>
                <dd className="break-all text-ink-800">
                  {read(older)} → {read(newer)}
                </dd>
              </div>
            ))}
            {categoriesChanged ? (
              <div className="contents">
                <dt className="font-semibold text-ink-700">Categories</dt>
                <dd className="text-ink-800">Changed</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
