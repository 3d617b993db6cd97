/**
 * Adding, deleting, reordering and unpublishing entries of marketing content (issue 21), for the kinds
 * whose keys are not fixed (MARKETING_KINDS[kind].keys === null: the services today). Whatever the kind:
 *
 *   POST   /admin/content/:kind            { key, title }  a new entry, an unpublished draft
 *   POST   /admin/content/:kind/reorder    { keys }        the kind's every key, in the new order
 *   POST   /admin/content/:kind/:key/unpublish             visitors no longer see it; its draft stays
 *   DELETE /admin/content/:kind/:key                       gone from the team's list and from visitors
 */
import { z } from "zod";
import { MARKETING_MESSAGES, marketingKeySchema } from "./content";

const M = MARKETING_MESSAGES;

export const newMarketingEntrySchema = z.object({
  key: marketingKeySchema,
  title: z
    .string({ error: M.required("the title") })
    .trim()
    .min(1, { error: M.required("the title") })
    .max(80, { error: M.tooLong("the title", 80) }),
});
export type NewMarketingEntry = z.infer<typeof newMarketingEntrySchema>;

export const marketingOrderSchema = z.object({
  keys: z
    .array(marketingKeySchema, { error: M.order })
    .min(1, { error: M.order })
    .max(500, { error: M.order }),
});
export type MarketingOrder = z.infer<typeof marketingOrderSchema>;
