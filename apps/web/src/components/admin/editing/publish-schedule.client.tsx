"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";

const WHEN = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * A saved draft's scheduled publishing (issue 21), for a post or a content entry: a moment in the
 * editor's own time zone, which the API's queue publishes the draft at (as saved then), or the moment
 * already set, with Cancel. `path` is the API's schedule call (POST sets, DELETE cancels); `id` names
 * the field.
 *
 *   <PublishSchedule path={`/blog-posts/${id}/schedule`} id="post" what="post" publishAt={post.publish_at} />
 */
export function PublishSchedule({
  path,
  id,
  what,
  publishAt,
}: {
  path: string;
  id: string;
  /** What stays a draft when the schedule is cancelled: "post", "entry". */
  what: string;
  publishAt: string | null;
}) {
  const [value, setValue] = useState("");
  const action = useAdminAction<"schedule" | "cancel">();
  const error = action.errors.publish_at;
  const busy = action.busy;

  const call = (method: "POST" | "DELETE", json?: unknown) =>
    action.run(method === "POST" ? "schedule" : "cancel", () => adminRequest(path, { method, json }), {
      done: method === "POST" ? "Scheduled." : `Schedule cancelled. The ${what} stays a draft.`,
      onDone: () => setValue(""),
      // A refused moment is said beside the field; anything else in a toast.
      failure: "none",
      onFailed: (message, byField) => {
        if (!byField?.publish_at) notify.error(message);
      },
    });

  if (publishAt) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-brand-200 bg-brand-50 px-5 py-4 text-sm text-ink-800">
        <p data-testid="publish-schedule">
          Publishes itself on <time dateTime={publishAt}>{WHEN.format(new Date(publishAt))}</time>, as saved
          then.
        </p>
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => void call("DELETE")}>
          {busy ? "Cancelling..." : "Cancel schedule"}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-card border border-ink-200 bg-white px-5 py-4">
      <FormField
        id={`${id}-publish-at`}
        label="Publish later"
        error={error}
        hint="In your time zone. The saved version is published then."
        className="min-w-64 flex-1"
      >
        <TextInput type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />
      </FormField>
      <Button
        variant="outline"
        disabled={busy}
        onClick={() => {
          if (!value) return action.setErrors({ publish_at: "Choose a date and time" });
          void call("POST", { publish_at: new Date(value).toISOString() });
        }}
      >
        {busy ? "Scheduling..." : "Schedule"}
      </Button>
    </div>
  );
}
