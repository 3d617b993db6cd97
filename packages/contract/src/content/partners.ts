/** /about/partners as the team edits it: one entry, "showcase": the partners and the call to action. */
import { z } from "zod";
import { contentImage, contentList, contentText, field } from "./fields";
import { defineContentKind } from "./kind";
import { MARKETING_MESSAGES as M, PARTNER_COUNT } from "./messages";

/** A partner on /about/partners (the spec's partner showcase, §1; no entity in §3: today's fields). */
export const partnerContentSchema = z.object({
  name: contentText("the partner's name", 80),
  logo: contentImage("the logo's path"),
  category: contentText("the partner's category", 80),
  description: contentText("the description", 800),
  highlights: contentList(contentText("the highlight", 120), "highlight", 8),
});
export type Partner = z.infer<typeof partnerContentSchema>;

/** The partner call to action under the showcase. */
export const partnersCtaContentSchema = z.object(
  {
    title: contentText("the call to action's title", 120),
    text: contentText("the call to action's text", 600),
    benefits: contentList(contentText("the benefit", 160), "benefit", 8),
    button: contentText("the button's label", 60),
  },
  { error: M.required("the call to action") },
);

/** The partners (the spec shows two) and the partner call to action. */
export const partnersContentSchema = z.object({
  partners: contentList(partnerContentSchema, "partner", 12),
  cta: field(partnersCtaContentSchema, { label: "Partner call to action" }),
});
export type PartnersContent = z.infer<typeof partnersContentSchema>;

export const partnersKind = defineContentKind("partners", {
  label: "Partners",
  description: "The /about/partners page: the telecom partners and the partner call to action.",
  schema: partnersContentSchema,
  entries: { showcase: { label: "Partners", address: "/about/partners" } },
  countNote: `The spec shows ${PARTNER_COUNT} telecom partners: publishing needs exactly ${PARTNER_COUNT}.`,
  draftCount: () => ({ path: "partners", fixed: PARTNER_COUNT, what: "telecom partners" }),
  countMessage: (_key, n) => M.partnersCount(n),
  preview: "PartnersView",
});
