import { z } from "zod";

/**
 * The newsletter's double opt-in and one-click unsubscribe (issue 20): the links mailed to a subscriber
 * carry a signed token, `<subscriber id>.<signature>`; the site's confirm and unsubscribe pages send it
 * to the API, which answers with one of these outcomes or a 404 for a token it does not know.
 */
export const NEWSLETTER_TOKEN = /^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/;

export const newsletterTokenSchema = z.object({
  token: z
    .string({ error: "This link is not valid" })
    .trim()
    .regex(NEWSLETTER_TOKEN, { error: "This link is not valid" }),
});
export type NewsletterToken = z.infer<typeof newsletterTokenSchema>;

/** Days a confirmation link works; an address still unconfirmed then is deleted. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const newsletterConfirmResultSchema = z.object({
  status: z.enum(["confirmed", "already_confirmed"]),
});
export type NewsletterConfirmResult = z.infer<typeof newsletterConfirmResultSchema>;

export const newsletterUnsubscribeResultSchema = z.object({ status: z.literal("unsubscribed") });
export type NewsletterUnsubscribeResult = z.infer<typeof newsletterUnsubscribeResultSchema>;

/** The API's 404 messages, which the pages show as they are. */
export const NEWSLETTER_MESSAGES = {
  confirmUnknown:
    "This confirmation link is not valid any more: it has expired (links work for 7 days) or the address was removed. Subscribe again to get a new one.",
  unsubscribeUnknown:
    "This unsubscribe link is not valid any more: it has been used already, or the address is no longer on our list.",
} as const;
