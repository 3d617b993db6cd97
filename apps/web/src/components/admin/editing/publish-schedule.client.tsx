"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { RequestError } from "@/lib/request";

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
  const router = useRouter();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function call(method: "POST" | "DELETE", json?: unknown) {
    setBusy(true);
    setError(undefined);
    try {
      await adminRequest(path, { method, json });
      notify.success(method === "POST" ? "Scheduled." : `Schedule cancelled. The ${what} stays a draft.`);
      setValue("");
      router.refresh();
    } catch (err) {
      const message = err instanceof RequestError ? err.message : "An error occurred";
      if (err instanceof RequestError && err.errors?.publish_at) setError(err.errors.publish_at);
      else notify.error(message);
    } finally {
      setBusy(false);
    }
  }

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
          if (!value) return setError("Choose a date and time");
          void call("POST", { publish_at: new Date(value).toISOString() });
        }}
      >
        {busy ? "Scheduling..." : "Schedule"}
      </Button>
    </div>
  );
}
