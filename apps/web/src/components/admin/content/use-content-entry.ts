"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
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
import { RequestError } from "@/lib/request";

/**
 * Saving and publishing one entry of marketing content from its editor: the draft is checked with the
 * kind's contract schema before anything is sent, and the API's messages (a field's, or the kind's count
 * rule under "_") come back into `errors` for the fields to show.
 *
 *   const entry = useContentEntry("faq", "home", faqContentSchema);
 *   <Button onClick={() => entry.publish(values)}>Publish</Button>
 */
export function useContentEntry(kind: MarketingKind, key: string, schema: z.ZodType) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<"save" | "publish" | null>(null);

  async function run(action: "save" | "publish", data: unknown): Promise<boolean> {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      notify.error("Some fields need attention.");
      return false;
    }
    setErrors({});
    setPending(action);
    try {
      const path = `/content/${kind}/${key}`;
      const saved = await adminRequest<AdminMarketingSaved>(path, { method: "PUT", json: data });
      if (action === "publish") {
        await adminRequest<AdminMarketingEntry>(`${path}/publish`, { method: "POST" });
        notify.success("Published: the public page shows it now.");
      } else if (saved.schedule_cancelled) {
        notify.warning(MARKETING_MESSAGES.savedUnscheduled);
      } else {
        notify.success("Draft saved. Visitors still see the published version.");
      }
      // The page's status, "Last saved by" and the rule's message come back with the refresh. The
      // editor keeps its fields: its page keys it by the entry, not by when it was saved, so a refresh
      // that lands after the person has typed on does not put back the draft it was rendered with.
      router.refresh();
      return true;
    } catch (err) {
      if (err instanceof RequestError && err.errors) setErrors(err.errors);
      notify.error(err instanceof RequestError ? err.message : "An error occurred");
      return false;
    } finally {
      setPending(null);
    }
  }

  return {
    errors,
    pending,
    save: (data: unknown) => run("save", data),
    publish: (data: unknown) => run("publish", data),
  };
}
