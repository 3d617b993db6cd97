/**
 * Recruiting (issue 32, item 3): an application's stage, the reviewers' notes and scorecards, the
 * e-mail templates sent to candidates, the reply-by date of each stage and the candidate's own status
 * link. The team's area and the API validate with these schemas; the candidate's page reads the plain
 * words below, never the team's notes.
 */
import { z } from "zod";
import { proseText, requiredText } from "./requests";

export const APPLICATION_STAGES = ["new", "screen", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** What the team calls each stage. */
export const STAGE_LABELS: Record<ApplicationStage, string> = {
  new: "New",
  screen: "Screen",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

/** What the candidate's status link says for each stage: plain words, nothing internal. */
export const STAGE_FOR_CANDIDATE: Record<ApplicationStage, { title: string; text: string }> = {
  new: {
    title: "Received",
    text: "Your application has reached our recruiting team. Someone will read it soon.",
  },
  screen: {
    title: "Under review",
    text: "A recruiter is reading your application and resume to see how they match the position.",
  },
  interview: {
    title: "Interview",
    text: "We would like to talk with you. Look for our e-mail with the interview's details, or reply to it to agree on a time.",
  },
  offer: {
    title: "Offer",
    text: "We are preparing an offer for you. A recruiter will be in touch with the details.",
  },
  hired: {
    title: "Hired",
    text: "Welcome aboard. Your new colleagues are looking forward to working with you.",
  },
  rejected: {
    title: "Not selected",
    text: "We decided not to go further with your application for this position. Thank you for the time you gave us.",
  },
};

/** Stages after which nobody waits for an answer: no reply-by date, no reminder. */
export const CLOSED_STAGES: readonly ApplicationStage[] = ["hired", "rejected"];

/** Days the team gives itself to answer a candidate in each open stage (the default reply-by date). */
export const REPLY_BY_DAYS: Record<ApplicationStage, number | null> = {
  new: 7,
  screen: 10,
  interview: 14,
  offer: 7,
  hired: null,
  rejected: null,
};

/**
 * Ontario (since 2026-01-01): every interviewed applicant hears back within 45 days of the interview.
 * A reply-by date in the interview stage is never later than this many days after the move to it.
 */
export const INTERVIEW_REPLY_MAX_DAYS = 45;

export const RECRUITING_MESSAGES = {
  stage: "Choose a stage from the list",
  reason: "Say why the application is rejected",
  reasonTooLong: "Keep the reason to 500 characters or fewer",
  replyBy: "Enter the reply-by date as a calendar date",
  replyByPast: "Choose a reply-by date from today on",
  replyByTooLate: `After an interview the candidate must hear back within ${INTERVIEW_REPLY_MAX_DAYS} days: choose an earlier date`,
  replyByClosed: "A hired or rejected candidate needs no reply-by date",
  note: "Please write the note",
  noteTooLong: "Keep the note to 4,000 characters or fewer",
  score: "Choose a score from 1 to 5",
  summaryTooLong: "Keep the summary to 2,000 characters or fewer",
  template: "Choose a template from the list",
  subject: "Please write the subject",
  subjectTooLong: "Keep the subject to 200 characters or fewer",
  body: "Please write the message",
  bodyTooLong: "Keep the message to 10,000 characters or fewer",
  noSmtp: "E-mail is not configured on this server (SMTP_URL), so nothing can be sent",
  notFound: "Application not found",
  statusLink: "This status link is not valid. Use the link from your e-mail.",
} as const;

const stageSchema = z.enum(APPLICATION_STAGES, { error: RECRUITING_MESSAGES.stage });

/** YYYY-MM-DD, a real calendar date. */
const calendarDate = z
  .string({ error: RECRUITING_MESSAGES.replyBy })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: RECRUITING_MESSAGES.replyBy })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { error: RECRUITING_MESSAGES.replyBy },
  );

/**
 * Moving an application to a stage: a rejection needs its reason; `reply_by` replaces the stage's
 * default date (REPLY_BY_DAYS), never past INTERVIEW_REPLY_MAX_DAYS for an interview (the API checks
 * the dates against its clock).
 */
export const applicationStageSchema = z
  .object({
    stage: stageSchema,
    reason: z
      .string({ error: RECRUITING_MESSAGES.reason })
      .trim()
      .max(500, { error: RECRUITING_MESSAGES.reasonTooLong })
      .optional()
      .transform((v) => (v ? v : undefined)),
    reply_by: z
      .union([calendarDate, z.literal("")])
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((value, ctx) => {
    if (value.stage === "rejected" && !value.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: RECRUITING_MESSAGES.reason });
    }
    if (value.reply_by && CLOSED_STAGES.includes(value.stage)) {
      ctx.addIssue({ code: "custom", path: ["reply_by"], message: RECRUITING_MESSAGES.replyByClosed });
    }
  });
export type ApplicationStageInput = z.input<typeof applicationStageSchema>;

export const applicationNoteSchema = z.object({
  body: proseText(RECRUITING_MESSAGES.note, 4000, RECRUITING_MESSAGES.noteTooLong),
});

/** One reviewer's scorecard of one application: a score of 1 to 5 and an optional summary. */
export const applicationScorecardSchema = z.object({
  score: z.coerce
    .number({ error: RECRUITING_MESSAGES.score })
    .int({ error: RECRUITING_MESSAGES.score })
    .min(1, { error: RECRUITING_MESSAGES.score })
    .max(5, { error: RECRUITING_MESSAGES.score }),
  summary: z
    .string({ error: RECRUITING_MESSAGES.summaryTooLong })
    .trim()
    .max(2000, { error: RECRUITING_MESSAGES.summaryTooLong })
    .optional()
    .transform((v) => (v ? v : undefined)),
});

// ── E-mail templates ──

export const RECRUITING_TEMPLATE_KINDS = ["received", "interview", "rejection"] as const;
export type RecruitingTemplateKind = (typeof RECRUITING_TEMPLATE_KINDS)[number];

export const RECRUITING_TEMPLATE_LABELS: Record<RecruitingTemplateKind, string> = {
  received: "Application received",
  interview: "Interview invitation",
  rejection: "Rejection",
};

/** The words a template may hold, replaced when it is sent. */
export const TEMPLATE_PLACEHOLDERS = [
  "first_name",
  "last_name",
  "position",
  "company",
  "status_link",
] as const;

/** Each template as the team finds it before anyone edits it: original copy. */
export const DEFAULT_TEMPLATES: Record<RecruitingTemplateKind, { subject: string; body: string }> = {
  received: {
    subject: "We have your application for {{position}}",
    body: [
      "Hello {{first_name}},",
      "",
      "Thank you for applying for {{position}} at {{company}}. Your application is with our recruiting team, and a person (not a filter) reads every one.",
      "",
      "You can see where your application stands at any time here:",
      "{{status_link}}",
      "",
      "Kind regards,",
      "The {{company}} recruiting team",
    ].join("\n"),
  },
  interview: {
    subject: "Let's talk about {{position}}",
    body: [
      "Hello {{first_name}},",
      "",
      "We enjoyed reading your application for {{position}} and would like to meet you for an interview of about an hour, by video call.",
      "",
      "Reply to this e-mail with two or three times that suit you over the next week, and we will send an invitation.",
      "",
      "Your application's status: {{status_link}}",
      "",
      "Kind regards,",
      "The {{company}} recruiting team",
    ].join("\n"),
  },
  rejection: {
    subject: "Your application for {{position}}",
    body: [
      "Hello {{first_name}},",
      "",
      "Thank you for your interest in {{position}} at {{company}} and for the time you gave us. After careful thought we have decided not to go further with your application for this position.",
      "",
      "We keep an eye on people we enjoyed meeting: you are welcome to apply again for future openings.",
      "",
      "Kind regards,",
      "The {{company}} recruiting team",
    ].join("\n"),
  },
};

export const recruitingTemplateKindSchema = z.enum(RECRUITING_TEMPLATE_KINDS, {
  error: RECRUITING_MESSAGES.template,
});
export const recruitingTemplateParamSchema = z.object({ kind: recruitingTemplateKindSchema });

export const recruitingTemplateSchema = z.object({
  subject: requiredText(RECRUITING_MESSAGES.subject, 200, RECRUITING_MESSAGES.subjectTooLong),
  body: proseText(RECRUITING_MESSAGES.body, 10_000, RECRUITING_MESSAGES.bodyTooLong),
});
export type RecruitingTemplateInput = z.input<typeof recruitingTemplateSchema>;

export const sendTemplateSchema = z.object({ template: recruitingTemplateKindSchema });

/** `{{name}}` replaced by its value; an unknown name is left as written. */
export function fillTemplate(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** `?inline=1`: a PDF resume shown in the page instead of downloaded. */
export const resumeQuerySchema = z.object({
  inline: z.enum(["1"], { error: "inline is not valid" }).optional(),
});

export const statusTokenQuerySchema = z.object({
  token: z
    .string({ error: RECRUITING_MESSAGES.statusLink })
    .regex(/^[A-Za-z0-9_-]{10,120}$/, { error: RECRUITING_MESSAGES.statusLink }),
});

// ── What the API answers ──

export type RecruitingTemplate = {
  kind: RecruitingTemplateKind;
  label: string;
  subject: string;
  body: string;
  /** Null while the default is in use. */
  updated_date: string | null;
  updated_by: string | null;
};

export type ApplicationScorecard = {
  reviewer: string;
  score: number;
  summary: string | null;
  updated_date: string;
  /** Whether it is the caller's own. */
  mine: boolean;
};

export type ApplicationEventKind = "applied" | "stage" | "note" | "score" | "email";

export type ApplicationEvent = {
  id: string;
  kind: ApplicationEventKind;
  at: string;
  actor: string | null;
  /** The history's line in the team's words. */
  text: string;
  /** A note's or an e-mail's text. */
  detail: string | null;
};

export type StageCounts = Record<ApplicationStage, number> & { all: number };

export type AdminApplicantDetail = {
  id: number;
  career_id: number;
  career_status: "OPEN" | "CLOSED";
  job_title: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_country_code: string;
  phone_number: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  applicant_source: string;
  created_date: string;
  stage: ApplicationStage;
  rejection_reason: string | null;
  stage_changed_date: string;
  /** YYYY-MM-DD, or null in a closed stage. */
  reply_by: string | null;
  /** The latest reply-by date the current stage allows (the interview's 45 days), or null. */
  reply_by_max: string | null;
  overdue: boolean;
  /** The candidate's private status page, relative to the site (`/application-status?token=…`). */
  status_path: string;
  resume: { original_name: string; mime_type: string; size_bytes: number } | null;
  scorecards: ApplicationScorecard[];
  average_score: number | null;
  history: ApplicationEvent[];
  templates: { kind: RecruitingTemplateKind; label: string }[];
  can_email: boolean;
};

/** What the candidate's status link shows: their stage in plain words, nothing internal. */
export type ApplicationStatusView = {
  first_name: string;
  job_title: string;
  applied_date: string;
  updated_date: string;
  stage_title: string;
  stage_text: string;
};
