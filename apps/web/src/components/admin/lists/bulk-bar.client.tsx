"use client";

import { useEffect, useRef, useState } from "react";
import type { AdminCommentBulkResult } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";

/** One of a bulk bar's buttons: the `status` it sends, and its words. */
export type BulkChoice = {
  status: string;
  label: string;
  pendingLabel: string;
  /** The toast after success: a verb ("Approved" 20 comments.) or the whole sentence around the count. */
  done: string | ((items: string) => string);
  variant?: "primary" | "outline";
};

/** The item checkboxes that belong to `form` (their `form` attribute and name "ids"). */
function itemBoxes(form: HTMLFormElement | null): HTMLInputElement[] {
  return [...(form?.elements ?? [])].filter(
    (e): e is HTMLInputElement => e instanceof HTMLInputElement && e.name === "ids",
  );
}

const ticked = (form: HTMLFormElement | null) => itemBoxes(form).filter((b) => b.checked).length;

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
  const form = useRef<HTMLFormElement>(null);
  const action = useAdminAction<string>();
  const [chosen, setChosen] = useState(0);
  const plural = (n: number) => (n === 1 ? `1 ${noun[0]}` : `${n} ${noun[1]}`);

  const boxes = () => itemBoxes(form.current);
  const recount = () => setChosen(ticked(form.current));

  // The items' boxes sit in their cards, outside this form's element: their changes are heard on the
  // document. (The page keys this bar by list and page: another list starts it afresh.)
  useEffect(() => {
    const heard = (e: Event) => {
      if (e.target instanceof HTMLInputElement && e.target.form === form.current)
        setChosen(ticked(form.current));
    };
    document.addEventListener("change", heard);
    return () => document.removeEventListener("change", heard);
  }, []);

  async function decide(choice: BulkChoice) {
    const ids = boxes()
      .filter((b) => b.checked)
      .map((b) => Number(b.value));
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
        onDone: (result) => {
          if (result.missing.length) notify.error(`${plural(result.missing.length)} had already gone.`);
          for (const b of boxes()) b.checked = false;
          setChosen(0);
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
      <label className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={count > 0 && chosen === count}
          onChange={(e) => {
            for (const b of boxes()) b.checked = e.target.checked;
            recount();
          }}
        />
        Select all {count} on this page
      </label>
      <span className="text-sm text-ink-600" role="status">
        {chosen ? `${plural(chosen)} ticked` : "None ticked"}
      </span>
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
