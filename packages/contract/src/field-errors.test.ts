import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminAuthorSchema } from "./admin";
import { fieldErrors } from "./field-errors";
import { MESSAGES } from "./messages";
import { commentRequestSchema } from "./requests";

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the input to be refused");
  return fieldErrors(result.error);
}

describe("fieldErrors", () => {
  it("keeps the first message of each top-level field", () => {
    expect(errorsOf(commentRequestSchema, { comment_sender_email: "no" })).toEqual({
      comment_sender_name: MESSAGES.nameRequired,
      comment_sender_email: MESSAGES.emailInvalid,
      sender_comment_content: MESSAGES.commentRequired,
    });
  });

  it("joins nested paths with dots", () => {
    const errors = errorsOf(adminAuthorSchema, {
      full_name: "Ada",
      slug: "ada",
      bio: "Writes.",
      social_media_link: [{ social_media_type: "LINKEDIN", social_link: "ftp://x" }],
    });
    expect(errors).toEqual({ "social_media_link.0.social_link": "Enter a full https:// address" });
  });

  it("puts issues without a path under _", () => {
    const schema = z
      .object({ a: z.string(), b: z.string() })
      .refine((v) => v.a === v.b, { error: "a and b must match" });
    expect(errorsOf(schema, { a: "x", b: "y" })).toEqual({ _: "a and b must match" });
  });

  it("keeps only the first of several messages on one field", () => {
    const schema = z.object({
      n: z.string().min(3, { error: "too short" }).regex(/^\d+$/, { error: "digits" }),
    });
    expect(errorsOf(schema, { n: "a" })).toEqual({ n: "too short" });
  });
});
