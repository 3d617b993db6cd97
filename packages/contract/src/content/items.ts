/** The §3 entities more than one kind of content holds (a FAQ item, a feature item, a key result). */
import { z } from "zod";
import type { FaqItem, FeatureItem, KeyResultItem } from "../entities";
import { contentText, field } from "./fields";

/** FAQ item (§3): question, answer. */
export const faqItemContentSchema = z.object({
  question: contentText("the question", 200),
  answer: field(contentText("the answer", 2000), { label: "Answer", widget: "textarea" }),
}) satisfies z.ZodType<FaqItem>;

/** Feature item (§3): index, text; the index is the step's number, 1 first. */
export const featureItemContentSchema = z.object({
  index: z.number({ error: "Give the step a number" }).int().min(1).max(99),
  text: contentText("the step", 400),
}) satisfies z.ZodType<FeatureItem>;

/** Key result item (§3): title, subTitle. */
export const keyResultContentSchema = z.object({
  title: contentText("the figure", 40),
  subTitle: contentText("what the figure means", 200),
}) satisfies z.ZodType<KeyResultItem>;
