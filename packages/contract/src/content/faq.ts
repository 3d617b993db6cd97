/** The home page's FAQ as the team edits it: one entry, "home", holding its questions (the spec fixes 8). */
import { z } from "zod";
import { contentList, field } from "./fields";
import { faqItemContentSchema } from "./items";
import { defineContentKind } from "./kind";
import { HOME_COUNTS, MARKETING_MESSAGES as M } from "./messages";

export const faqContentSchema = z.object({
  items: field(contentList(faqItemContentSchema, "question", 20), { label: "Questions, in their order" }),
});
export type FaqContent = z.infer<typeof faqContentSchema>;

export const faqKind = defineContentKind("faq", {
  label: "FAQ",
  description: "The home page's questions on website packages, with their FAQPage data for search engines.",
  schema: faqContentSchema,
  entries: { home: { label: "FAQ", address: "/#faq-title" } },
  countNote: `The spec fixes ${HOME_COUNTS.faq} questions: publishing needs exactly ${HOME_COUNTS.faq}.`,
  draftCount: () => ({ path: "items", fixed: HOME_COUNTS.faq, what: "questions" }),
  countMessage: (_key, n) => M.faqCount(n),
  preview: "FaqSectionView",
});
