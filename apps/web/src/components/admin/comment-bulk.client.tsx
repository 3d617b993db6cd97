"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { AdminCommentBulkResult } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { RequestError } from "@/lib/request";

/** The id of the form the comments' checkboxes belong to (their `form` attribute). */
export const COMMENT_BULK_FORM = "comment-bulk";

type Decision = "APPROVED" | "REJECTED" | "SPAM";

const done = (status: Decision, n: number) =>
  status === "SPAM"
    ? `Marked ${plural(n)} as spam.`
    : `${status === "APPROVED" ? "Approved" : "Rejected"} ${plural(n)}.`;

/** The comments' checkboxes that belong to `form`. */
function commentBoxes(form: HTMLFormElement | null): HTMLInputElement[] {
  return [...(form?.elements ?? [])].filter(
    (e): e is HTMLInputElement => e instanceof HTMLInputElement && e.name === "ids",
  );
}

const ticked = (form: HTMLFormElement | null) => commentBoxes(form).filter((b) => b.checked).length;

const plural = (n: number) => (n === 1 ? "1 comment" : `${n} comments`);

/**
 * Approve or reject the comments ticked on this page in one action. Each comment's checkbox is
 * rendered with its card (`form={COMMENT_BULK_FORM}`); this bar is the form they belong to, with a
 * box that ticks every one on the page. One request (POST /admin/comments/bulk), one toast, the list
 * re-rendered from the server; each comment gets its own audit entry.
 */
export function CommentBulkBar({
  count,
  approve = true,
  reject = true,
}: {
  count: number;
  approve?: boolean;
  reject?: boolean;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState<Decision>();
  const [chosen, setChosen] = useState(0);

  const boxes = () => commentBoxes(form.current);
  const recount = () => setChosen(ticked(form.current));

  // The comments' boxes sit in their cards, outside this form's element: their changes are heard on
  // the document. (The page keys this bar by status and page: another list starts it afresh.)
  useEffect(() => {
    const heard = (e: Event) => {
      if (e.target instanceof HTMLInputElement && e.target.form === form.current)
        setChosen(ticked(form.current));
    };
    document.addEventListener("change", heard);
    return () => document.removeEventListener("change", heard);
  }, []);

  async function decide(status: Decision) {
    const ids = boxes()
      .filter((b) => b.checked)
      .map((b) => Number(b.value));
    if (ids.length === 0) {
      notify.error("Tick the comments to approve, reject or mark as spam first.");
      return;
    }
    setBusy(status);
    try {
      const result = await adminRequest<AdminCommentBulkResult>("/comments/bulk", { json: { ids, status } });
      notify.success(done(status, result.updated));
      if (result.missing.length) notify.error(`${plural(result.missing.length)} had already gone.`);
      for (const b of boxes()) b.checked = false;
      setChosen(0);
      router.refresh();
    } catch (err) {
      notify.error(
        err instanceof RequestError ? err.message : "The comments could not be changed. Please try again.",
      );
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <form
      id={COMMENT_BULK_FORM}
      ref={form}
      aria-label="Moderate the ticked comments"
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
        {approve ? (
          <SubmitButton
            size="sm"
            pending={busy === "APPROVED"}
            pendingLabel="Approving..."
            disabled={busy !== undefined}
            onClick={() => void decide("APPROVED")}
          >
            Approve ticked
          </SubmitButton>
        ) : null}
        {reject ? (
          <SubmitButton
            size="sm"
            variant="outline"
            pending={busy === "REJECTED"}
            pendingLabel="Rejecting..."
            disabled={busy !== undefined}
            onClick={() => void decide("REJECTED")}
          >
            Reject ticked
          </SubmitButton>
        ) : null}
        <SubmitButton
          size="sm"
          variant="outline"
          pending={busy === "SPAM"}
          pendingLabel="Marking..."
          disabled={busy !== undefined}
          onClick={() => void decide("SPAM")}
        >
          Mark ticked as spam
        </SubmitButton>
      </span>
    </form>
  );
}
