import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./field-errors";
import { MESSAGES } from "./messages";
import {
  careerApplicationSchema,
  commentRequestSchema,
  contactLeadSchema,
  designCampaignLeadSchema,
  newsletterSchema,
  publishedPostsQuerySchema,
  ratingQuerySchema,
} from "./requests";

/** The first message per field, as a form shows it. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
}

describe("comment form", () => {
  it("names each missing field with the spec's message", () => {
    expect(errorsOf(commentRequestSchema, {})).toEqual({
      comment_sender_name: MESSAGES.nameRequired,
      comment_sender_email: MESSAGES.emailRequired,
      sender_comment_content: MESSAGES.commentRequired,
    });
    expect(
      errorsOf(commentRequestSchema, {
        comment_sender_name: "   ",
        comment_sender_email: "",
        sender_comment_content: " \n ",
      }),
    ).toEqual({
      comment_sender_name: "Please enter your name",
      comment_sender_email: "Please enter your email",
      sender_comment_content: "Please enter your comment",
    });
  });

  it("rejects a malformed email and a comment over 1024 characters", () => {
    expect(
      errorsOf(commentRequestSchema, {
        comment_sender_name: "Ana",
        comment_sender_email: "ana@",
        sender_comment_content: "x".repeat(1025),
      }),
    ).toEqual({
      comment_sender_email: "Email is not valid",
      sender_comment_content: "Your Comment Must Be Less Than 1024 Characters",
    });
  });

  it("accepts exactly 1024 characters and trims", () => {
    const r = commentRequestSchema.parse({
      comment_sender_name: "  Ana  ",
      comment_sender_email: " ana@example.com ",
      sender_comment_content: "x".repeat(1024),
    });
    expect(r.comment_sender_name).toBe("Ana");
    expect(r.comment_sender_email).toBe("ana@example.com");
  });
});

describe("career application", () => {
  const valid = {
    first_name: "Lena",
    last_name: "Park",
    email: "lena@example.com",
    job_title: "QA Automation Engineer",
    job_application_id: 3,
  };

  it("defaults the phone code to +1 and the source to WEBSITE; optional fields may be empty", () => {
    const r = careerApplicationSchema.parse({ ...valid, country: "", phone_number: "" });
    expect(r.phone_country_code).toBe("+1");
    expect(r.applicant_source).toBe("WEBSITE");
    expect(r.country).toBeUndefined();
    expect(r.phone_number).toBeUndefined();
  });

  it("uses the spec's messages", () => {
    expect(
      errorsOf(careerApplicationSchema, { ...valid, first_name: " ", last_name: "", email: "x" }),
    ).toEqual({
      first_name: "Please enter your first name",
      last_name: "Please enter your last name",
      email: "Email is not valid",
    });
  });

  it("rejects another applicant source", () => {
    expect(careerApplicationSchema.safeParse({ ...valid, applicant_source: "REFERRAL" }).success).toBe(false);
  });
});

describe("contact lead", () => {
  it("requires a message and allows no phone", () => {
    expect(
      errorsOf(contactLeadSchema, { first_name: "A", last_name: "B", email: "a@b.co", message: "  " }),
    ).toEqual({ message: "Please enter your message" });
    expect(
      contactLeadSchema.safeParse({
        first_name: "A",
        last_name: "B",
        email: "a@b.co",
        message: "Hi<br>there",
      }).success,
    ).toBe(true);
  });
});

describe("design campaign lead and newsletter", () => {
  it("normalises a bare domain to https and rejects nonsense", () => {
    const r = designCampaignLeadSchema.parse({
      full_name: "Kai",
      email: "kai@shop.io",
      website_url: "shop.io",
    });
    expect(r.website_url).toBe("https://shop.io");
    expect(
      errorsOf(designCampaignLeadSchema, {
        full_name: "Kai",
        email: "kai@shop.io",
        website_url: "not a url",
      }),
    ).toEqual({ website_url: MESSAGES.websiteInvalid });
    expect(
      errorsOf(designCampaignLeadSchema, {
        full_name: "Kai",
        email: "kai@shop.io",
        website_url: "javascript:alert(1)",
      }),
    ).toEqual({ website_url: MESSAGES.websiteInvalid });
  });

  it("validates the newsletter email", () => {
    expect(errorsOf(newsletterSchema, { email: "" })).toEqual({ email: "Please enter your email" });
    expect(errorsOf(newsletterSchema, { email: "no" })).toEqual({ email: "Email is not valid" });
  });
});

describe("queries", () => {
  it("defaults the published list to page 0 and leaves the order to the API (newest first, or relevance with a search)", () => {
    const parsed = publishedPostsQuerySchema.parse({});
    expect(parsed).toMatchObject({ page: 0 });
    expect(parsed.sort).toBeUndefined();
    expect(publishedPostsQuerySchema.parse({ sort: "relevance", search: "mvp" }).sort).toBe("relevance");
    expect(publishedPostsQuerySchema.safeParse({ sort: "title,asc" }).success).toBe(false);
    expect(publishedPostsQuerySchema.safeParse({ page: "-1" }).success).toBe(false);
  });

  it("takes ratings as whole numbers from 1 to 5", () => {
    expect(ratingQuerySchema.parse({ slug_name: "a-post", rating_value: "5" }).rating_value).toBe(5);
    for (const bad of ["0", "6", "4.5", "x"]) {
      expect(ratingQuerySchema.safeParse({ slug_name: "a-post", rating_value: bad }).success).toBe(false);
    }
  });
});
