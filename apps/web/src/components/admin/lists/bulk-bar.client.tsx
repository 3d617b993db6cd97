"use client";

import type { AdminCommentBulkResult } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { countOf, TickAll, useTicked } from "./ticked.client";

/** One of a bulk bar's buttons: the `status` it sends, and its words. */
export type BulkChoice = {
  status: string;
  label: string;
  pendingLabel: string;
  /** The toast after success: a verb ("Approved" 20 comments.) or the whole sentence around the count. */
  done: string | ((items: string) => string);
  variant?: "primary" | "outline";
  /** An Undo in the toast (a deletion's): it posts the same ids to this endpoint. */
  undo?: string;
};

/**
 * A list's bulk actions: the items ticked on this page, changed in one request. Each item's checkbox
 * is rendered with its card (`name="ids" form={id}`); this bar is the form they belong to, with a box
 * that ticks every one on the page and one button per choice. It posts `{ ids, status }` to
 * `endpoint` (the API answers `{ updated, missing }`), says what it did in a toast and re-renders the
 * list from the server.
 *
 *   <BulkBar id="post-bulk" endpoint="/blog-posts/bulk" label="Change the ticked posts" count={20}
 *     noun={["post", "posts"]} choices={[{ status: "PUBLISHED", label: "Publish ticked", ... }]} />
 */
export function BulkBar({
  id,
  endpoint,
  label,
  count,
  noun,
  choices,
  fallback,
}: {
  id: string;
  endpoint: string;
  label: string;
  count: number;
  /** The item's name, one and many: ["comment", "comments"]. */
  noun: [string, string];
  choices: BulkChoice[];
  /** The failure's words when the server gave none. */
  fallback?: string;
}) {
  const { form, chosen, ids: tickedIds, setAll, clear } = useTicked();
  const action = useAdminAction<string>();
  const plural = countOf(noun);

  /** Brings back what a choice changed (a bulk deletion): "2 posts are back, as they were." */
  const undoChoice = (undoEndpoint: string, ids: number[]) =>
    action.run("undo", () => adminRequest<AdminCommentBulkResult>(undoEndpoint, { json: { ids } }), {
      done: (result) =>
        `${plural(result.updated)} ${result.updated === 1 ? "is" : "are"} back, as they were.`,
      fallback,
    });

  async function decide(choice: BulkChoice) {
    const ids = tickedIds();
    if (ids.length === 0) {
      notify.error(`Tick the ${noun[1]} to change first.`);
      return;
    }
    await action.run(
      choice.status,
      () => adminRequest<AdminCommentBulkResult>(endpoint, { json: { ids, status: choice.status } }),
      {
        done: (result) =>
          typeof choice.done === "string"
            ? `${choice.done} ${plural(result.updated)}.`
            : choice.done(plural(result.updated)),
        fallback,
        undo: choice.undo ? () => void undoChoice(choice.undo!, ids) : undefined,
        onDone: (result) => {
          if (result.missing.length) notify.error(`${plural(result.missing.length)} had already gone.`);
          clear();
        },
      },
    );
  }

  return (
    <form
      id={id}
      ref={form}
      aria-label={label}
      onSubmit={(e) => e.preventDefault()}
      className="sticky top-2 z-10 mb-4 flex flex-wrap items-center gap-3 rounded-card border border-ink-200 bg-white px-4 py-3 shadow-card"
    >
      <TickAll chosen={chosen} setAll={setAll} count={count} noun={noun} />
      <span className="flex flex-wrap gap-2 sm:ml-auto">
        {choices.map((c) => (
          <SubmitButton
            key={c.status}
            size="sm"
            variant={c.variant}
            pending={action.pending === c.status}
            pendingLabel={c.pendingLabel}
            disabled={action.busy}
            onClick={() => void decide(c)}
          >
            {c.label}
          </SubmitButton>
        ))}
      </span>
    </form>
  );
}
