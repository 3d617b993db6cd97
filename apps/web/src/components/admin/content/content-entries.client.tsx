"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import {
  type AdminMarketingEntry,
  type AdminMarketingKindEntries,
  type MarketingKind,
  newMarketingEntrySchema,
  entryEditPath,
  maxLengthsOf,
} from "@site/contract";
import { Button, SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { adminRequest } from "@/lib/admin/admin-request";
import { dateTime } from "@/lib/admin/format";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { ConfirmDialog } from "../shell/confirm-dialog.client";
import type { ContentEntryRow } from "./content-entry-row";
import { slugify } from "../posts/slugify";
import { StatusBadge } from "../shell/status-badge";

type Pending = { action: "delete" | "unpublish"; row: ContentEntryRow } | null;

const max = maxLengthsOf(newMarketingEntrySchema);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The entries of a kind the team adds to (MARKETING_KINDS[kind].keys null, the services today): a new
 * entry from its title and key (an unpublished draft, opened in its editor), the entries in the order
 * visitors see them with Move up / Move down (announced, the focus kept on the moved entry), Unpublish
 * and Delete, each confirmed in a dialog that says what visitors lose. Above, what publishing waits for.
 *
 *   <ContentEntries kind="service" noun="service" rows={entries.map(entryRow)} publicPrefix="/services/" />
 */
export function ContentEntries({
  kind,
  noun,
  nouns = `${noun}s`,
  rows,
  publicPrefix,
}: {
  kind: MarketingKind;
  /** What one entry is called ("service"). */
  noun: string;
  /** And several ("case studies"); the noun and an s by default. */
  nouns?: string;
  rows: ContentEntryRow[];
  /** Where a published entry's page is, before its key ("/services/"); none when entries have no page. */
  publicPrefix?: string;
}) {
  const [order, setOrder] = useState(rows);
  const [announcement, setAnnouncement] = useState("");
  // Moves take turns (a second press waits for the first): the buttons stay enabled, so the focus stays.
  const moving = useRef(false);
  const [pending, setPending] = useState<Pending>(null);
  const action = useAdminAction<"move" | "delete" | "unpublish">();
  const busy = action.pending === "delete" || action.pending === "unpublish";
  const focusAfterMove = useRef<{ key: string; direction: "up" | "down" } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  // The server's list is the truth once it comes back (after a move, a creation, a deletion).
  const [seen, setSeen] = useState(rows);
  if (seen !== rows) {
    setSeen(rows);
    setOrder(rows);
  }

  // A moved row's button loses focus as its row moves in the page: it gets it back (the other button
  // when the row reached an end, where its own is disabled).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !list.current) return;
    const row = list.current.querySelector<HTMLElement>(`[data-key="${target.key}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)");
    button?.focus();
    focusAfterMove.current = null;
  }, [order]);

  async function move(index: number, direction: "up" | "down") {
    const to = direction === "up" ? index - 1 : index + 1;
    if (to < 0 || to >= order.length || moving.current) return;
    const before = order;
    const next = [...order];
    const [row] = next.splice(index, 1);
    next.splice(to, 0, row!);
    focusAfterMove.current = { key: row!.key, direction };
    setOrder(next);
    moving.current = true;
    await action.run(
      "move",
      () =>
        adminRequest<AdminMarketingKindEntries>(`/content/${kind}/reorder`, {
          json: { keys: next.map((r) => r.key) },
        }),
      {
        onDone: () =>
          setAnnouncement(`"${row!.title}" moved ${direction} to position ${to + 1} of ${next.length}.`),
        onFailed: (message) => {
          setOrder(before);
          setAnnouncement(`"${row!.title}" was not moved: ${message}`);
        },
      },
    );
    moving.current = false;
  }

  async function confirm() {
    if (!pending) return;
    const { action: what, row } = pending;
    if (what === "delete") {
      await action.run("delete", () => adminRequest(`/content/${kind}/${row.key}`, { method: "DELETE" }), {
        done: `Deleted "${row.title}".`,
        onDone: () => setAnnouncement(`Deleted "${row.title}".`),
      });
    } else {
      await action.run(
        "unpublish",
        () => adminRequest(`/content/${kind}/${row.key}/unpublish`, { method: "POST" }),
        {
          done: `"${row.title}" is off the site; its draft is kept.`,
          onDone: () => setAnnouncement(`"${row.title}" unpublished.`),
        },
      );
    }
    setPending(null);
  }

  const unpublished = order.filter((r) => !r.published).length;
  const withChanges = order.filter((r) => r.published && r.changed).length;

  return (
    <div className="flex flex-col gap-8">
      <NewEntry kind={kind} noun={noun} />

      <section aria-labelledby={`${kind}-entries-title`} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={`${kind}-entries-title`} className="text-lg font-bold text-ink-950">
            {`${nouns[0]!.toUpperCase()}${nouns.slice(1)}, in the order visitors see them`}
          </h2>
          <p className="text-sm text-ink-700" data-testid="publish-needs">
            {`${plural(order.length, noun, nouns)}: ${order.length - unpublished} published. `}
            {unpublished + withChanges === 0
              ? "Nothing waits to be published."
              : `Waiting to be published: ${[
                  unpublished
                    ? plural(unpublished, `new or unpublished ${noun}`, `new or unpublished ${nouns}`)
                    : null,
                  withChanges ? `${plural(withChanges, noun, nouns)} with saved changes` : null,
                ]
                  .filter(Boolean)
                  .join(", ")}.`}
          </p>
        </div>
        {order.length === 0 ? (
          <p className="text-ink-700">{`No ${nouns} yet.`}</p>
        ) : (
          <ol
            ref={list}
            className="flex flex-col divide-y divide-ink-100 rounded-card border border-ink-200 bg-white"
          >
            {order.map((row, i) => (
              <li
                key={row.key}
                data-key={row.key}
                className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4"
              >
                <span className="w-8 shrink-0 text-sm font-semibold text-ink-600" aria-hidden="true">
                  {i + 1}.
                </span>
                <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
                  <Link
                    href={entryEditPath(kind, row.key)}
                    className="font-semibold break-words text-brand-600 underline-offset-2 hover:underline"
                  >
                    {row.title}
                  </Link>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-ink-600">
                    {row.publish_at ? (
                      <StatusBadge status="SCHEDULED" detail={dateTime(row.publish_at)} />
                    ) : (
                      <StatusBadge
                        status={row.published ? (row.changed ? "DRAFT" : "PUBLISHED") : "HIDDEN"}
                      />
                    )}
                    <span>
                      {row.published
                        ? row.changed
                          ? "Saved changes wait to be published."
                          : "Visitors see it."
                        : "Not on the site."}
                    </span>
                    {publicPrefix && row.published ? (
                      <Link
                        href={`${publicPrefix}${row.key}`}
                        target="_blank"
                        className="font-mono text-xs break-all text-brand-600 underline-offset-2 hover:underline"
                      >
                        {`${publicPrefix}${row.key}`}
                      </Link>
                    ) : (
                      <span className="font-mono text-xs break-all">{row.key}</span>
                    )}
                  </span>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    data-move="up"
                    aria-label={`Move up: ${row.title}`}
                    disabled={i === 0}
                    onClick={() => void move(i, "up")}
                  >
                    Move up
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    data-move="down"
                    aria-label={`Move down: ${row.title}`}
                    disabled={i === order.length - 1}
                    onClick={() => void move(i, "down")}
                  >
                    Move down
                  </Button>
                  {row.published ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Unpublish: ${row.title}`}
                      onClick={() => setPending({ action: "unpublish", row })}
                    >
                      Unpublish
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete: ${row.title}`}
                    onClick={() => setPending({ action: "delete", row })}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </section>

      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.action === "delete"
            ? `Delete "${pending.row.title}"?`
            : `Unpublish "${pending?.row.title ?? ""}"?`
        }
        confirmLabel={pending?.action === "delete" ? `Delete ${noun}` : `Unpublish ${noun}`}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {pending?.action === "delete" ? (
          <p>
            {pending.row.published
              ? `Visitors see this ${noun} now: deleting it takes its page off the site at once, and it leaves every list that shows it. `
              : `It leaves the team's list. `}
            The audit trail keeps what it held; its key can be used again.
          </p>
        ) : (
          <p>{`Visitors will no longer see this ${noun}. Its draft stays here, to publish again later.`}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}

/** A new entry: its title (what the team reads) and key (its address), suggested from the title. */
function NewEntry({ kind, noun }: { kind: MarketingKind; noun: string }) {
  const router = useRouter();
  const [title, setTitle] = useState("");
  const [key, setKey] = useState("");
  const [keyEdited, setKeyEdited] = useState(false);
  const action = useAdminAction<"create">();
  const errors = action.errors;
  const busy = action.busy;

  async function create() {
    const data = action.check(newMarketingEntrySchema, { key, title });
    if (!data) return;
    await action.run("create", () => adminRequest<AdminMarketingEntry>(`/content/${kind}`, { json: data }), {
      done: `"${data.title}" is a draft: fill it in, then publish.`,
      // The new entry's editor opens instead.
      refresh: false,
      onDone: (entry) => router.push(entryEditPath(kind, entry.key)),
    });
  }

  return (
    <section
      aria-labelledby={`${kind}-new-title`}
      className="rounded-card border border-ink-200 bg-white p-5"
    >
      <h2 id={`${kind}-new-title`} className="text-lg font-bold text-ink-950">
        {`New ${noun}`}
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        {`It starts as a draft visitors do not see, with placeholder text to replace in its editor.`}
      </p>
      <form
        noValidate
        className="mt-4 flex flex-wrap items-start gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <FormField
          id={`${kind}-new-name`}
          label="Title"
          required
          error={errors.title}
          className="min-w-56 flex-1"
        >
          <TextInput
            value={title}
            maxLength={max.title}
            onChange={(e) => {
              setTitle(e.target.value);
              if (!keyEdited) setKey(e.target.value.trim() ? slugify(e.target.value, noun) : "");
            }}
          />
        </FormField>
        <FormField
          id={`${kind}-new-key`}
          label="Key (its address)"
          required
          error={errors.key}
          hint="Lower-case letters, digits and dashes."
          className="min-w-56 flex-1"
        >
          <TextInput
            value={key}
            maxLength={max.key}
            onChange={(e) => {
              setKey(e.target.value);
              setKeyEdited(true);
            }}
          />
        </FormField>
        <SubmitButton className="mt-7" pending={busy} pendingLabel="Creating...">
          {`Create ${noun}`}
        </SubmitButton>
      </form>
    </section>
  );
}
