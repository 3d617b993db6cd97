import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminAuthorSchema, adminCommentReplySchema, ADMIN_MESSAGES } from "./admin";
import { fieldErrors } from "./field-errors";
import { checkFields, CAREER_FORM_RULES, cleanFields, COMMENT_RULES, CONTACT_RULES } from "./form-rules";
import { dropHiddenCharacters, hasHiddenCharacters } from "./hidden-characters";
import { teamMemberContentSchema } from "./content";
import { caseStudyContentSchema } from "./content";
import { FIELD_MESSAGES } from "./content";
import { MESSAGES } from "./messages";
import {
  careerFormSchema,
  commentRequestSchema,
  contactLeadSchema,
  designCampaignLeadSchema,
} from "./requests";
import { apiKeyRequestSchema, inviteRequestSchema, TEAM_MESSAGES } from "./team";

/** The first message per field, as a form shows it and the API sends it. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
}

/** What people really type, which every name and text keeps as it is. */
const TYPED = {
  arabic: "مرحبا بكم، مقال رائع",
  hebrew: "שלום, תודה רבה",
  persian: "می‌خواهم", // ZWNJ inside the word
  devanagari: "क्‍ष", // ZWJ after the virama
  family: "👨‍👩‍👧‍👦",
  technologist: "👩🏽‍💻",
  rainbow: "🏳️‍🌈",
  heart: "❤️",
  keycap: "1️⃣",
  scotland: "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
  accents: "Zoë Ñúñez-O'Brien",
  chinese: "王小明",
};

/** Characters that show nothing where they do not belong: each refused in a name, dropped from a text. */
const HIDDEN = {
  "right-to-left override": "\u202E",
  "left-to-right embedding": "\u202A",
  "pop directional formatting": "\u202C",
  "right-to-left isolate": "\u2067",
  "pop directional isolate": "\u2069",
  "zero-width space": "\u200B",
  "zero-width joiner between letters": "\u200D",
  "zero-width non-joiner between Latin letters": "\u200C",
  "right-to-left mark": "\u200F",
  "word joiner": "\u2060",
  "byte order mark": "\uFEFF",
  "soft hyphen": "\u00AD",
  "variation selector after a letter": "\uFE00",
  "Hangul filler": "\u3164",
  "interlinear annotation": "\uFFF9",
};

describe("hidden characters: the rule", () => {
  it.each(Object.entries(TYPED))("keeps what people type: %s", (_, text) => {
    expect(hasHiddenCharacters(text)).toBe(false);
    expect(dropHiddenCharacters(text)).toBe(text);
  });

  it.each(Object.entries(HIDDEN))("finds a %s in a name and drops it from a text", (_, c) => {
    expect(hasHiddenCharacters(`Ana${c}Lima`)).toBe(true);
    expect(dropHiddenCharacters(`Ana${c}Lima`)).toBe("AnaLima");
  });

  it("drops a stray joiner around an emoji, but not the one between two", () => {
    expect(dropHiddenCharacters("👩\u200D")).toBe("👩");
    expect(dropHiddenCharacters("\u200D💻 x\u200D💻")).toBe("💻 x💻");
    expect(dropHiddenCharacters("evil\u202E👩\u200D💻")).toBe("evil👩\u200D💻");
  });

  it("refuses control characters in a name; a text keeps its line breaks", () => {
    expect(hasHiddenCharacters("Ana\nLima")).toBe(true);
    expect(hasHiddenCharacters("Ana\u2028Lima")).toBe(true);
    expect(dropHiddenCharacters("First line\r\n\tsecond\u2029")).toBe("First line\r\n\tsecond\u2029");
  });
});

describe("hidden characters: names refuse them with a message beside the field", () => {
  const spoofed = "Ana\u202Eamil.exe";

  it("the comment form", () => {
    const comment = { comment_sender_email: "ana@example.com", sender_comment_content: "Nice" };
    expect(errorsOf(commentRequestSchema, { ...comment, comment_sender_name: spoofed })).toEqual({
      comment_sender_name: "Please type your name without hidden formatting characters",
    });
    expect(checkFields(COMMENT_RULES, { ...comment, comment_sender_name: "Ro\u200Bsa" })).toEqual({
      comment_sender_name: MESSAGES.nameHidden,
    });
    expect(errorsOf(commentRequestSchema, { ...comment, comment_sender_name: " سارا ❤️ " })).toEqual({});
  });

  it("the contact form, the career form and the UX review form", () => {
    const lead = { email: "ana@example.com", message: "Hello" };
    expect(
      errorsOf(contactLeadSchema, { ...lead, first_name: "Ana\u2066", last_name: "Li\u200Dma" }),
    ).toEqual({ first_name: MESSAGES.nameHidden, last_name: MESSAGES.nameHidden });
    expect(
      errorsOf(careerFormSchema, {
        email: "ana@example.com",
        first_name: "Ana",
        last_name: "\uFEFFLi\u2060ma",
      }),
    ).toEqual({ last_name: MESSAGES.nameHidden });
    expect(
      errorsOf(designCampaignLeadSchema, {
        full_name: spoofed,
        email: "ana@example.com",
        website_url: "example.com",
      }),
    ).toEqual({ full_name: MESSAGES.nameHidden });
    expect(checkFields(CAREER_FORM_RULES, { first_name: "Ana", last_name: "Ana\nLima" })).toMatchObject({
      last_name: MESSAGES.nameHidden,
    });
  });

  it("gives the required and length messages first, as before", () => {
    const comment = { comment_sender_email: "ana@example.com", sender_comment_content: "Nice" };
    expect(errorsOf(commentRequestSchema, { ...comment, comment_sender_name: "\u202E".repeat(101) })).toEqual(
      {
        comment_sender_name: MESSAGES.tooLong(100),
      },
    );
    // A BOM at either end is trimmed as a blank is.
    expect(errorsOf(commentRequestSchema, { ...comment, comment_sender_name: "\uFEFF" })).toEqual({
      comment_sender_name: MESSAGES.nameRequired,
    });
  });

  it("the team's people, API keys, authors and the names on the marketing pages", () => {
    expect(
      errorsOf(inviteRequestSchema, { email: "a@example.com", name: spoofed, roles: ["editor"] }),
    ).toEqual({
      name: TEAM_MESSAGES.nameHidden,
    });
    expect(errorsOf(apiKeyRequestSchema, { name: "CI\u200B", roles: ["editor"] })).toEqual({
      name: TEAM_MESSAGES.nameHidden,
    });
    expect(
      errorsOf(adminAuthorSchema, { full_name: "Lena\u202EPark", slug: "lena-park", bio: "Writes." }),
    ).toEqual({ full_name: ADMIN_MESSAGES.nameHidden });
    const member = { name: "Ana\u200BLima", role: "CTO", image: "/images/people/ana.svg", bio: "Builds." };
    expect(errorsOf(teamMemberContentSchema, member)).toEqual({
      name: "Please type the person's name without hidden formatting characters",
    });
    expect(errorsOf(teamMemberContentSchema, { ...member, name: "אנה לימה" })).toEqual({});
    const quote = caseStudyContentSchema.shape.quote.unwrap();
    expect(errorsOf(quote, { text: "Great", name: "Jo\u2067", position: "CEO" })).toEqual({
      name: FIELD_MESSAGES.hidden("the person's name"),
    });
  });
});

describe("hidden characters: what people write keeps all but them", () => {
  it("a comment drops them and keeps emoji sequences and right-to-left words", () => {
    const typed = `${TYPED.arabic} ${TYPED.family} ${TYPED.technologist}\nשלום`;
    const values = {
      comment_sender_name: "Rosa",
      comment_sender_email: "rosa@example.com",
      sender_comment_content: `\u202E${typed}\u200B\u2069`,
    };
    const parsed = commentRequestSchema.parse(values);
    expect(parsed.sender_comment_content).toBe(typed);
    expect(cleanFields(COMMENT_RULES, values)).toEqual(parsed);
  });

  it("a comment of hidden characters only is an empty comment; the length counts what is kept", () => {
    const base = { comment_sender_name: "Rosa", comment_sender_email: "rosa@example.com" };
    expect(
      errorsOf(commentRequestSchema, { ...base, sender_comment_content: "\u200B\u202E \u2060" }),
    ).toEqual({
      sender_comment_content: MESSAGES.commentRequired,
    });
    const full = "x".repeat(1024);
    expect(
      commentRequestSchema.parse({ ...base, sender_comment_content: `${full}\u200B` }).sender_comment_content,
    ).toBe(full);
  });

  it("the contact message, the UX review's company and message, and the team's reply", () => {
    expect(
      contactLeadSchema.parse({
        first_name: "Ana",
        last_name: "Lima",
        email: "ana@example.com",
        message: "Call \u202Eme\u202C back 🙏",
      }).message,
    ).toBe("Call me back 🙏");
    const ux = designCampaignLeadSchema.parse({
      full_name: "Ana",
      email: "ana@example.com",
      website_url: "example.com",
      company: "\u200B",
      message: "Our site\u2066 is slow",
    });
    expect(ux).toMatchObject({ company: undefined, message: "Our site is slow" });
    expect(adminCommentReplySchema.parse({ author_comment_content: "Thanks\u202E! 🙌" })).toEqual({
      author_comment_content: "Thanks! 🙌",
    });
    expect(errorsOf(adminCommentReplySchema, { author_comment_content: "\u2067" })).toEqual({
      author_comment_content: "Please enter a reply",
    });
  });

  it("the contact form's message stays required", () => {
    expect(
      checkFields(CONTACT_RULES, { first_name: "A", last_name: "B", email: "a@b.co", message: "\u200B" }),
    ).toEqual({ message: MESSAGES.messageRequired });
  });
});
