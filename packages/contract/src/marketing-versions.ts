/**
 * Versions of marketing content (issue 21): every save of an entry's draft, every publish and every
 * restore keeps one, by kind and key, whatever the kind; and the scheduled publishing of a saved draft
 * (POST /admin/content/:kind/:key/schedule takes adminScheduleSchema, as a post's schedule does).
 * The admin API's parameters, answers and messages.
 */
import { z } from "zod";
import { EDITORIAL_MESSAGES } from "./editorial";
import type { MarketingData, MarketingKind } from "./content";
import { marketingParamsSchema } from "./content";
import { MAX_ID } from "./requests";

/** /admin/content/:kind/:key/versions/:number */
export const contentVersionParamsSchema = marketingParamsSchema.extend({
  number: z.coerce
    .number({ error: EDITORIAL_MESSAGES.revisionNumber })
    .int({ error: EDITORIAL_MESSAGES.revisionNumber })
    .positive({ error: EDITORIAL_MESSAGES.revisionNumber })
    .max(MAX_ID, { error: EDITORIAL_MESSAGES.revisionNumber }),
});

/** Which copy a version holds: a saved draft (a save or a restore) or what was published. */
export type ContentVersionState = "draft" | "published";

/** One version in an entry's history (newest first). */
export type AdminContentVersionSummary = {
  number: number;
  state: ContentVersionState;
  created_at: string;
  created_by: string;
  /** The version this one restored, or null. */
  restored_from: number | null;
};

/** One version with the entry's data as it then stood. */
export type AdminContentVersion<K extends MarketingKind = MarketingKind> = AdminContentVersionSummary & {
  kind: K;
  key: string;
  data: MarketingData[K];
};

export const CONTENT_SCHEDULE_MESSAGES = {
  nothingToPublish: "Nothing to publish later: visitors already see the saved draft",
} as const;
