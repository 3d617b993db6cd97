/**
 * The sales pipeline (issue 32): a lead's status, owner, notes and follow-up date, the list's search and
 * filters, the bulk actions, and the scheduler's and outbound webhooks. The team's pages and the API
 * validate with these same schemas.
 */
import { z } from "zod";
import { adminPageQuerySchema } from "./admin";
import type { Paged } from "./entities";
import { MAX_ID } from "./requests";
import type { TeamAuditEntry } from "./team";

export const LEAD_STATUSES = ["new", "contacted", "qualified", "proposal", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
};

/** What made the lead: the contact form, a UX review request, a call booked in the scheduler. */
export const LEAD_ORIGINS = ["contact", "ux-review", "booking"] as const;
export type LeadOrigin = (typeof LEAD_ORIGINS)[number];
export const LEAD_ORIGIN_LABELS: Record<LeadOrigin, string> = {
  contact: "Contact form",
  "ux-review": "UX review request",
  booking: "Booked call",
};

/** At most this many leads change in one bulk action. */
export const LEAD_BULK_MAX = 100;
export const LEAD_NOTES_MAX = 5000;
export const LEAD_LOST_REASON_MAX = 500;

export const LEAD_MESSAGES = {
  status: "Choose a status",
  lostReason: "Say why the lead was lost",
  owner: "Choose a person with the Sales or Owner role",
  followUp: "Use a date like 2026-01-31",
  notesTooLong: `Notes can be at most ${LEAD_NOTES_MAX} characters`,
  lostReasonTooLong: `The reason can be at most ${LEAD_LOST_REASON_MAX} characters`,
  nothingToChange: "Choose an owner or a status to apply",
  chooseLeads: "Choose at least one lead",
  tooManyLeads: `Choose at most ${LEAD_BULK_MAX} leads at once`,
  search: "Search for at most 100 characters",
  source: "Choose a source from the list",
} as const;

const statusSchema = z.enum(LEAD_STATUSES, { error: LEAD_MESSAGES.status });
const ownerSchema = z.coerce
  .number({ error: LEAD_MESSAGES.owner })
  .int({ error: LEAD_MESSAGES.owner })
  .positive({ error: LEAD_MESSAGES.owner })
  .max(MAX_ID, { error: LEAD_MESSAGES.owner });
const lostReasonSchema = z
  .string({ error: LEAD_MESSAGES.lostReason })
  .trim()
  .max(LEAD_LOST_REASON_MAX, { error: LEAD_MESSAGES.lostReasonTooLong });

/** The leads list: words of the name, address, company or message, and the three filters. */
export const adminPipelineQuerySchema = adminPageQuerySchema.extend({
  q: z.string().trim().max(100, { error: LEAD_MESSAGES.search }).optional(),
  /** "" (the form's "Any status") is no filter. */
  status: z.enum([...LEAD_STATUSES, ""], { error: LEAD_MESSAGES.status }).optional(),
  /** A person's id, or "none" for leads nobody owns. */
  owner: z
    .string({ error: LEAD_MESSAGES.owner })
    .regex(/^(none|[1-9]\d{0,9}|)$/, { error: LEAD_MESSAGES.owner })
    .refine((v) => !/^\d+$/.test(v) || Number(v) <= MAX_ID, { error: LEAD_MESSAGES.owner })
    .optional(),
  /** A source as the list counts it (leadSourceOf): a UTM source, a host, or "direct". */
  source: z.string().trim().max(253, { error: LEAD_MESSAGES.source }).optional(),
});
export type AdminPipelineQuery = z.input<typeof adminPipelineQuerySchema>;

/** A follow-up date (YYYY-MM-DD), or null to clear it. */
const followUpSchema = z.iso.date({ error: LEAD_MESSAGES.followUp }).nullable();

/**
 * One lead's changes: any of its status (a lost lead needs its reason), owner (null: nobody), notes and
 * follow-up date (null: none).
 */
export const adminLeadUpdateSchema = z
  .object({
    status: statusSchema.optional(),
    lost_reason: lostReasonSchema.optional(),
    owner_id: ownerSchema.nullable().optional(),
    notes: z
      .string({ error: LEAD_MESSAGES.notesTooLong })
      .max(LEAD_NOTES_MAX, { error: LEAD_MESSAGES.notesTooLong })
      .optional(),
    follow_up_on: followUpSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "lost" && !v.lost_reason) {
      ctx.addIssue({ code: "custom", path: ["lost_reason"], message: LEAD_MESSAGES.lostReason });
    }
  });
export type AdminLeadUpdate = z.input<typeof adminLeadUpdateSchema>;

/** Many leads at once: an owner (null: nobody), a status, or both. */
export const adminLeadBulkSchema = z
  .object({
    ids: z
      .array(z.coerce.number().int().positive().max(MAX_ID), { error: LEAD_MESSAGES.chooseLeads })
      .min(1, { error: LEAD_MESSAGES.chooseLeads })
      .max(LEAD_BULK_MAX, { error: LEAD_MESSAGES.tooManyLeads }),
    owner_id: ownerSchema.nullable().optional(),
    status: statusSchema.optional(),
    lost_reason: lostReasonSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.owner_id === undefined && v.status === undefined) {
      ctx.addIssue({ code: "custom", path: ["status"], message: LEAD_MESSAGES.nothingToChange });
    }
    if (v.status === "lost" && !v.lost_reason) {
      ctx.addIssue({ code: "custom", path: ["lost_reason"], message: LEAD_MESSAGES.lostReason });
    }
  });
export type AdminLeadBulk = z.input<typeof adminLeadBulkSchema>;
export type AdminLeadBulkResult = { updated: number; missing: number[] };

export type AdminLeadOwner = { id: number; name: string };

export type AdminLead = {
  id: number;
  origin: LeadOrigin;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  status: LeadStatus;
  lost_reason: string | null;
  owner: AdminLeadOwner | null;
  notes: string;
  follow_up_on: string | null;
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** What the list counts it under (leadSourceOf). */
  source: string;
  scheduler: string | null;
  booked_for: string | null;
  created_date: string;
  updated_date: string;
};

/** The list: a page of leads, the leads per source (of the whole list, filters but the source's own applied), the owners to choose from. */
export type AdminLeadList = Paged<AdminLead> & {
  sources: { source: string; count: number }[];
  owners: AdminLeadOwner[];
};

/** A lead's page: the lead, its whole history in words (the audit trail's entries), the owners. */
export type AdminLeadDetail = { lead: AdminLead; history: TeamAuditEntry[]; owners: AdminLeadOwner[] };

export const leadIdParamSchema = z.object({
  id: z.coerce.number({ error: "Not found" }).int().positive().max(MAX_ID),
});

// ---------- The scheduler's webhooks ----------

/** The largest webhook body the API reads; a booking's payload is a few kilobytes. */
export const SCHEDULER_WEBHOOK_MAX_BYTES = 64 * 1024;

export const SCHEDULER_MESSAGES = {
  signature: "The signature is missing or does not match",
  payload: "This is not a booking the site understands",
} as const;

const bookingEmail = z.email({ error: "The invitee's e-mail is not valid" }).max(254);
const bookingName = z.string().trim().min(1).max(200);
const utm = z.string().trim().max(200).nullish();

/** Calendly's webhook body (v2): the invitee of `invitee.created`, with its event and UTM tracking. */
export const calendlyWebhookSchema = z.object({
  event: z.string().max(100),
  payload: z.object({
    email: bookingEmail,
    name: bookingName,
    uri: z.string().max(500).optional(),
    scheduled_event: z.object({ start_time: z.iso.datetime({ offset: true }).optional() }).optional(),
    tracking: z
      .object({
        utm_source: utm,
        utm_medium: utm,
        utm_campaign: utm,
        utm_term: utm,
        utm_content: utm,
      })
      .optional(),
  }),
});
export type CalendlyWebhook = z.input<typeof calendlyWebhookSchema>;

/** Cal.com's webhook body: `BOOKING_CREATED` (and others), its first attendee and its start. */
export const calComWebhookSchema = z.object({
  triggerEvent: z.string().max(100),
  payload: z.object({
    uid: z.string().max(200).optional(),
    startTime: z.iso.datetime({ offset: true }).optional(),
    attendees: z
      .array(z.object({ email: bookingEmail, name: bookingName }))
      .min(1)
      .max(50),
  }),
});
export type CalComWebhook = z.input<typeof calComWebhookSchema>;

/** What a scheduler's webhook answers: the lead it made or updated, or that the event is not a booking. */
export type SchedulerWebhookResult = { lead_id: number | null; created: boolean; ignored: boolean };

// ---------- Outbound webhooks ----------

/** What the site tells other systems of. */
export const WEBHOOK_EVENTS = ["lead.created", "application.created"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "lead.created": "A new lead",
  "application.created": "A new application",
};
/** The header of each delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = "X-Cobaltline-Signature";
export const WEBHOOK_ENDPOINTS_MAX = 10;

export const WEBHOOK_MESSAGES = {
  url: "Use a web address starting with https:// (or http:// for a machine on your network)",
  secret: "Use a secret of 24 to 200 characters, or leave it empty to have one made",
  events: "Choose at least one event",
  tooMany: `At most ${WEBHOOK_ENDPOINTS_MAX} addresses; remove one first`,
} as const;

/** An address to tell of new leads and applications, with the secret its deliveries are signed with. */
export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.url })
    .trim()
    .max(500, { error: WEBHOOK_MESSAGES.url })
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
        } catch {
          return false;
        }
      },
      { error: WEBHOOK_MESSAGES.url },
    ),
  /** Empty or absent: the API makes one (WEBHOOK_SECRET_BYTES, random) and answers it once. */
  secret: z
    .string({ error: WEBHOOK_MESSAGES.secret })
    .max(200, { error: WEBHOOK_MESSAGES.secret })
    .refine((v) => v === "" || v.length >= 24, { error: WEBHOOK_MESSAGES.secret })
    .optional(),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.events }), { error: WEBHOOK_MESSAGES.events })
    .min(1, { error: WEBHOOK_MESSAGES.events })
    .max(WEBHOOK_EVENTS.length, { error: WEBHOOK_MESSAGES.events }),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;

export type AdminWebhookEndpoint = { id: number; url: string; events: WebhookEvent[]; created_at: string };
/** Random bytes of a secret the API makes (base64url: 43 characters). */
export const WEBHOOK_SECRET_BYTES = 32;
/**
 * The answer to adding an address: the secret when the API made it, shown this once (the API keeps it
 * to sign with and never answers it again); null when the person typed it.
 */
export type AdminWebhookEndpointMade = AdminWebhookEndpoint & { secret: string | null };
export type AdminWebhookDelivery = {
  id: number;
  endpoint_url: string;
  event: WebhookEvent;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  response_status: number | null;
  error: string | null;
  created_at: string;
  delivered_at: string | null;
};
export type AdminWebhooks = { endpoints: AdminWebhookEndpoint[]; deliveries: AdminWebhookDelivery[] };
