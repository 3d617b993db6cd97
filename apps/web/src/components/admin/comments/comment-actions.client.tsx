"use client";

import { useState } from "react";
import type { CommentStatus } from "@site/contract";
import { Button, SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Modal } from "@/components/ui/modal";
import { Textarea } from "@/components/ui/textarea";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";

type Action = "approve" | "reject" | "reply" | "unreply";

/** Approve, reject and reply for one comment; the list re-renders from the server after each action. */
export function CommentActions({
  id,
  status,
  sender,
  reply,
}: {
  id: number;
  status: CommentStatus;
  sender: string;
  reply: string | null;
}) {
  const [replyOpen, setReplyOpen] = useState(false);
  const [text, setText] = useState(reply ?? "");
  const action = useAdminAction<Action>();
  const busy = action.pending;
  const error = action.errors.author_comment_content;

  function run(kind: Action, done: string) {
    const send = () =>
      kind === "reply"
        ? adminRequest(`/comments/${id}/reply`, { json: { author_comment_content: text } })
        : kind === "unreply"
          ? adminRequest(`/comments/${id}/reply`, { method: "DELETE" })
          : adminRequest(`/comments/${id}/${kind}`);
    return action.run(kind, send, { done, onDone: () => setReplyOpen(false) });
  }

  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {status !== "APPROVED" ? (
        <SubmitButton
          size="sm"
          pending={busy === "approve"}
          pendingLabel="Approving..."
          disabled={!!busy}
          onClick={() => run("approve", `Approved ${sender}'s comment. It is live on the post.`)}
          aria-label={`Approve ${sender}'s comment`}
        >
          Approve
        </SubmitButton>
      ) : null}
      {status !== "REJECTED" ? (
        <SubmitButton
          size="sm"
          variant="outline"
          pending={busy === "reject"}
          pendingLabel="Rejecting..."
          disabled={!!busy}
          onClick={() => run("reject", `Rejected ${sender}'s comment.`)}
          aria-label={`Reject ${sender}'s comment`}
        >
          Reject
        </SubmitButton>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        disabled={!!busy}
        onClick={() => {
          setText(reply ?? "");
          action.setErrors({});
          setReplyOpen(true);
        }}
        aria-label={`${reply ? "Edit the reply to" : "Reply to"} ${sender}'s comment`}
      >
        {reply ? "Edit reply" : "Reply"}
      </Button>
      {reply ? (
        <SubmitButton
          size="sm"
          variant="ghost"
          pending={busy === "unreply"}
          pendingLabel="Removing..."
          disabled={!!busy}
          onClick={() => run("unreply", "Reply removed.")}
          aria-label={`Remove the reply to ${sender}'s comment`}
        >
          Remove reply
        </SubmitButton>
      ) : null}

      <Modal open={replyOpen} onClose={() => setReplyOpen(false)} title={`Reply to ${sender}`} size="md">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) {
              action.setErrors({ author_comment_content: "Please enter a reply" });
              return;
            }
            void run("reply", "Reply saved.");
          }}
          className="flex flex-col gap-4"
        >
          <FormField
            id={`reply-${id}`}
            label="Reply from the company"
            required
            error={error}
            hint={
              status === "APPROVED"
                ? "Shown under the comment on the post."
                : "Shown under the comment once the comment is approved."
            }
          >
            <Textarea rows={5} maxLength={4000} value={text} onChange={(e) => setText(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setReplyOpen(false)}>
              Cancel
            </Button>
            <SubmitButton pending={busy === "reply"} pendingLabel="Saving...">
              Save reply
            </SubmitButton>
          </div>
        </form>
      </Modal>
    </div>
  );
}
