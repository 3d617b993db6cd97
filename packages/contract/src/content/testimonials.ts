/**
 * Customer quotes as the team edits them: "home" is the Testimonials section (the spec fixes 6),
 * "customer-stories" the Customer stories section near the end of the home page (no count fixed).
 */
import { z } from "zod";
import type { CustomerQuote } from "../entities";
import { contentImage, contentList, contentName, contentText, field } from "./fields";
import { defineContentKind } from "./kind";
import { HOME_COUNTS, MARKETING_MESSAGES as M } from "./messages";

/** Customer quote (§3): name, position, image, logo, logoAlt, quote. */
export const customerQuoteContentSchema = z.object({
  name: contentName("the person's name", 80),
  position: contentText("the person's position", 120),
  image: contentImage("the portrait's path"),
  logo: contentImage("the logo's path"),
  logoAlt: contentText("the company's name (the logo's text)", 80),
  quote: contentText("the quote", 600),
}) satisfies z.ZodType<CustomerQuote>;

export const testimonialsContentSchema = z.object({
  items: field(contentList(customerQuoteContentSchema, "quote", 12), { label: "Quotes, in their order" }),
});
export type TestimonialsContent = z.infer<typeof testimonialsContentSchema>;

export const testimonialsKind = defineContentKind("testimonials", {
  label: "Testimonials",
  description:
    "Customer quotes: the home page's Testimonials section (also the quote beside the UX review form) and its Customer stories.",
  schema: testimonialsContentSchema,
  entries: {
    home: { label: "Testimonials", address: "/#testimonials-title" },
    "customer-stories": { label: "Customer stories", address: "/#customer-quotes-title" },
  },
  countNote: `The spec fixes ${HOME_COUNTS.testimonials} testimonials: publishing the home page's needs exactly ${HOME_COUNTS.testimonials}.`,
  draftCount: (key) =>
    key === "home" ? { path: "items", fixed: HOME_COUNTS.testimonials, what: "testimonials" } : null,
  countMessage: (_key, n) => M.testimonialsCount(n),
  preview: "TestimonialsSectionView",
});
