"use client";

import { useRouter } from "next/navigation";
import type { z } from "zod";
import {
  type AdminMarketingEntry,
  type AdminMarketingSaved,
  fieldErrors,
  MARKETING_MESSAGES,
  type MarketingKind,
} from "@site/contract";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { actionError, useAdminAction } from "@/lib/admin/use-admin-action";
import { RequestError } from "@/lib/request";

/**
 * Saving, autosaving and publishing one entry of marketing content from its editor, through the one
 * admin action primitive (useAdminAction): the draft is checked with the kind's contract schema before
 * anything is sent (its field limits; the kind's count rules wait for Publish), and the API's messages
 * (a field's, or the kind's count rule under "_") come back into `errors` for the fields to show.
 *
 *   const entry = useContentEntry("faq", "home", faqContentSchema);
 *   <Button onClick={() => entry.publish(values)}>Publish</Button>
 */
export function useContentEntry(kind: MarketingKind, key: string, schema: z.ZodType) {
  const router = useRouter();
  const action = useAdminAction<"save" | "publish">();
  const autosaving = useAdminAction<"autosave">();
  const path = `/content/${kind}/${key}`;

  async function run(which: "save" | "publish", data: unknown): Promise<boolean> {
    if (!action.check(schema, data)) {
      notify.error("Some fields need attention.");
      return false;
    }
    let saved = false;
    const ok = await action.run(
      which,
      async () => {
        const answer = await adminRequest<AdminMarketingSaved>(path, { method: "PUT", json: data });
        saved = true;
        if (which === "save") return answer;
        try {
          await adminRequest<AdminMarketingEntry>(`${path}/publish`, { method: "POST" });
        } catch (err) {
          if ((err as Error).name === "AbortError") throw err;
          // The draft was saved, the publishing refused: say both, never "Published".
          throw new RequestError(
            err instanceof RequestError ? err.status : 0,
            `Your changes are saved as a draft, but they were not published: ${actionError(err)}`,
            err instanceof RequestError ? err.errors : undefined,
          );
        }
        return answer;
      },
      {
        done: (answer) =>
          which === "publish"
            ? "Published: the public page shows it now."
            : answer.schedule_cancelled
              ? undefined
              : "Draft saved. Visitors still see the published version.",
        onDone: (answer) => {
          if (which === "save" && answer.schedule_cancelled)
            notify.warning(MARKETING_MESSAGES.savedUnscheduled);
        },
      },
    );
    // The page's status, "Last saved by" and the rule's message come back with the refresh (after a
    // refused publish too, so the page shows the saved draft, not "Published"). The editor keeps its
    // fields: its page keys it by the entry, not by when it was saved.
    if (!ok && saved) router.refresh();
    return saved;
  }

  /**
   * The draft saved as the person types: null once saved, else why not, in the contract's words, with
   * the messages by field (the text stays in the form). Never publishes; a draft whose list breaks the
   * kind's count rule is saved (the rule is the publish's). Its field messages go beside the fields, not
   * to the summary on top.
   */
  async function autosave(
    data: unknown,
  ): Promise<{ message: string; byField: Record<string, string> } | null> {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const byField = fieldErrors(parsed.error);
      autosaving.setErrors(byField);
      return { message: Object.values(byField)[0] ?? "Some fields need attention", byField };
    }
    let problem: { message: string; byField: Record<string, string> } | null = null;
    await autosaving.run(
      "autosave",
      () => adminRequest<AdminMarketingSaved>(path, { method: "PUT", json: data }),
      {
        // The page's status ("Draft", "Last saved by") comes back with the refresh; the fields stay.
        refresh: true,
        failure: "none",
        onFailed: (message, byField) => (problem = { message, byField: byField ?? {} }),
      },
    );
    return problem;
  }

  return {
    /** Messages from Save and Publish (and the contract's check before them): the summary's. */
    errors: action.errors,
    /** Messages from the last autosave, for beside the fields. */
    autosaveErrors: autosaving.errors,
    /** Clears the messages of an earlier autosave (a save by hand went through). */
    clearAutosaveErrors: () => autosaving.setErrors({}),
    pending: action.pending,
    save: (data: unknown) => run("save", data),
    publish: (data: unknown) => run("publish", data),
    autosave,
  };
}
