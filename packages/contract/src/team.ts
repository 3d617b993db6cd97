/**
 * The company's team: roles, what each may do, and the shapes of the accounts API (/admin/auth, /admin/me,
 * /admin/people, /admin/keys, /admin/audit, /admin/privacy, /admin/settings). The API enforces these
 * permissions on every admin route; the site uses the same table to offer only what a person may do.
 */
import { z } from "zod";
import { hasHiddenCharacters } from "./hidden-characters";
import type { AuditFieldChange } from "./audit";
import { MAX_ID } from "./requests";

export const TEAM_ROLES = [
  "owner",
  "administrator",
  "editor",
  "contributor",
  "moderator",
  "recruiter",
  "sales",
] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: "Owner",
  administrator: "Administrator",
  editor: "Editor",
  contributor: "Contributor",
  moderator: "Moderator",
  recruiter: "Recruiter",
  sales: "Sales",
};

export const TEAM_ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  owner: "Everything. The owner cannot be removed.",
  administrator: "Everything, including people, keys, settings, the audit trail and privacy requests.",
  editor:
    "Posts (publishing too), authors, categories, the marketing pages' content, redirects and the site's speed.",
  contributor: "Drafts of posts; cannot publish.",
  moderator: "Comments: approve, reject, reply.",
  recruiter: "Careers, applicants and their resumes.",
  sales: "Leads and their export.",
};

/**
 * What an admin route may require. A route names one or several (any of them lets the caller through).
 * - posts.edit: list, read, preview, create posts and edit drafts;
 * - posts.publish: publish, unpublish, edit a published post;
 * - taxonomy: create, edit and delete authors and categories;
 * - vitals: read the site's real-user speed (Web Vitals), which editors need as much as administrators;
 * - content: edit, preview and publish the marketing pages' content (FAQ, services…);
 * - redirects: the site's redirects, their CSV import and the log of addresses that answered 404;
 * - self: any signed-in person's own account (sessions, passkeys, password); machine keys never have it.
 */
export const TEAM_PERMISSIONS = [
  "comments",
  "leads",
  "applicants",
  "careers",
  "posts.edit",
  "posts.publish",
  "taxonomy",
  "vitals",
  "content",
  "redirects",
  "people",
  "keys",
  "settings",
  "audit",
  "privacy",
] as const;
export type TeamPermission = (typeof TEAM_PERMISSIONS)[number];

const ALL: readonly TeamPermission[] = TEAM_PERMISSIONS;

export const ROLE_PERMISSIONS: Record<TeamRole, readonly TeamPermission[]> = {
  owner: ALL,
  administrator: ALL,
  editor: ["posts.edit", "posts.publish", "taxonomy", "vitals", "content", "redirects"],
  contributor: ["posts.edit"],
  moderator: ["comments"],
  recruiter: ["careers", "applicants"],
  sales: ["leads"],
};

/** Every permission the roles give. */
export function permissionsOf(roles: readonly string[]): Set<TeamPermission> {
  const out = new Set<TeamPermission>();
  for (const role of roles) {
    for (const p of ROLE_PERMISSIONS[role as TeamRole] ?? []) out.add(p);
  }
  return out;
}

/** Whether roles give any of the permissions. */
export function can(roles: readonly string[], ...anyOf: TeamPermission[]): boolean {
  const held = permissionsOf(roles);
  return anyOf.some((p) => held.has(p));
}

// ── Messages ──

export const TEAM_MESSAGES = {
  signInFailed: "The email or password is incorrect",
  throttled: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
  forbidden: "Your role does not allow this",
  sessionEnded: "Your session has ended. Please sign in again.",
  linkInvalid: "This link is not valid any more. Ask for a new one.",
  passwordTooShort: "Use at least 12 characters",
  passwordTooLong: "Use at most 256 characters",
  passwordsDiffer: "The passwords do not match",
  emailInvalid: "Please enter a valid email address",
  nameRequired: "Please enter a name",
  nameHidden: "Please type the name without hidden formatting characters",
  rolesRequired: "Choose at least one role",
  ownerProtected: "The owner cannot be removed or lose the owner role",
  alreadyMember: "This person is already on the team",
  resetSent: "If that address belongs to the team, a reset link is on its way.",
  passkeyFailed: "The passkey could not be verified. Please try again.",
  secondFactor: "Confirm with your passkey to finish signing in",
} as const;

// ── Requests ──

const email = z
  .string({ error: TEAM_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, { error: TEAM_MESSAGES.emailInvalid })
  .pipe(z.email({ error: TEAM_MESSAGES.emailInvalid }));

export const PASSWORD_MIN_LENGTH = 12;
const password = z
  .string({ error: TEAM_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: TEAM_MESSAGES.passwordTooShort })
  .max(256, { error: TEAM_MESSAGES.passwordTooLong });

const roles = z
  .array(z.enum(TEAM_ROLES, { error: "Unknown role" }), { error: TEAM_MESSAGES.rolesRequired })
  .min(1, { error: TEAM_MESSAGES.rolesRequired })
  .max(TEAM_ROLES.length)
  .transform((r) => [...new Set(r)]);

const name = z
  .string({ error: TEAM_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: TEAM_MESSAGES.nameRequired })
  .max(120, { error: "Use at most 120 characters" })
  .refine((v) => !hasHiddenCharacters(v), { error: TEAM_MESSAGES.nameHidden });

/** Sign-in with e-mail and password. The password is not length-checked here: a wrong one is just wrong. */
export const signInRequestSchema = z.object({
  email,
  password: z
    .string({ error: TEAM_MESSAGES.signInFailed })
    .min(1, { error: "Please enter your password" })
    .max(256),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const inviteRequestSchema = z.object({ email, name, roles });
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** Accepting an invitation, finishing a reset or the owner's setup: the link's token and a new password. */
export const tokenPasswordSchema = z.object({
  token: z.string().min(16).max(200),
  name: name.optional(),
  password,
});
export type TokenPasswordRequest = z.input<typeof tokenPasswordSchema>;

export const resetRequestSchema = z.object({ email });

export const changePasswordSchema = z.object({
  current_password: z.string().max(256).optional(),
  password,
});

export const rolesUpdateSchema = z.object({ roles });

export const apiKeyRequestSchema = z.object({ name, roles });
export type ApiKeyRequest = z.input<typeof apiKeyRequestSchema>;

export const RETENTION_DAYS_DEFAULT = 365;
export const settingsSchema = z.object({
  retention_days: z.coerce
    .number({ error: "Enter a number of days" })
    .int({ error: "Enter a whole number of days" })
    .min(30, { error: "Keep applications at least 30 days" })
    .max(3650, { error: "Keep applications at most 3650 days" }),
});

/** The filter of the trail's CSV export: the page's filter without its paging. */
export const auditExportQuerySchema = z.object({
  // A person's id: a database integer (a larger number was a 500 from the query).
  actor: z.coerce.number().int().positive().max(MAX_ID, { error: "actor is not valid" }).optional(),
  action: z.string().trim().max(80).optional(),
  from: z.iso.date({ error: "Use a date like 2026-01-31" }).optional(),
  to: z.iso.date({ error: "Use a date like 2026-01-31" }).optional(),
});

export const auditQuerySchema = auditExportQuerySchema.extend({
  page: z.coerce.number().int().min(0).max(100000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
});

export const privacyQuerySchema = z.object({ email });

// ── Answers ──

export type TeamMe = {
  id: number;
  email: string;
  name: string;
  roles: TeamRole[];
  permissions: TeamPermission[];
  has_password: boolean;
  passkeys: number;
};

export type TeamPerson = {
  id: number;
  email: string;
  name: string;
  roles: TeamRole[];
  created_at: string;
  removed_at: string | null;
  active_sessions: number;
  passkeys: number;
};

export type TeamInvitation = {
  id: number;
  email: string;
  name: string | null;
  roles: TeamRole[];
  created_at: string;
  expires_at: string;
};

export type TeamSession = {
  id: number;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  method: string;
  ip: string | null;
  user_agent: string | null;
  current: boolean;
};

export type TeamApiKey = {
  id: number;
  name: string;
  prefix: string;
  roles: TeamRole[];
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

export type TeamAuditEntry = {
  id: number;
  at: string;
  actor_user_id: number | null;
  /** The label recorded at the time (a person's e-mail, "key: <name>", "system"). */
  actor: string;
  /** Who, as the team knows them: the person's name today, the key's label, or "System". */
  actor_name: string;
  /** The job queue acted by itself (scheduled publishing, retention purges). */
  system: boolean;
  action: string;
  /** The action in words ("Published"): the entry reads "Published by <actor_name>". */
  action_words: string;
  target_type: string | null;
  target_id: string | null;
  /** The target's title or name today, when it still exists and has one. */
  target_title: string | null;
  summary: string | null;
  before: unknown;
  after: unknown;
  /** What an edit changed, field by field (auditChanges), and how many more fields it left out. */
  changes: AuditFieldChange[];
  more_changes: number;
  ip: string | null;
};

// ── Passkeys (WebAuthn) ──

export const PASSKEY_MESSAGES = {
  unsupported: "This browser cannot use passkeys",
  cancelled: "The passkey was not used. You can try again.",
  nameRequired: "Please name this passkey",
  alreadyAdded: "This passkey is already on your account",
  lastWayIn: "This is your only way to sign in: add another passkey or set a password before removing it",
} as const;

/** The opaque id of a sign-in waiting for its second factor (from POST /auth/sign-in). */
const pendingId = z.string().min(16).max(200);

/** A base64url field of the browser's answer; generous bounds (attestations carry certificates). */
const b64 = z.string().max(32_768);

/**
 * The browser's answer to navigator.credentials.create()/get() as @simplewebauthn/browser sends it.
 * Only its shape and size are checked here; the API's WebAuthn library checks what it proves.
 */
const webAuthnResponse = z.looseObject(
  {
    id: z.string().min(1).max(1400),
    rawId: z.string().min(1).max(1400),
    type: z.literal("public-key"),
    response: z.looseObject({
      clientDataJSON: b64.min(1),
      attestationObject: b64.optional(),
      authenticatorData: b64.optional(),
      signature: b64.optional(),
      userHandle: b64.optional(),
      transports: z.array(z.string().max(40)).max(10).optional(),
    }),
    clientExtensionResults: z.looseObject({}),
    authenticatorAttachment: z.string().max(40).optional(),
  },
  { error: TEAM_MESSAGES.passkeyFailed },
);

/** POST /auth/passkey/options: with `pending`, the second factor after a password; without, a passkey alone. */
export const passkeyOptionsRequestSchema = z.object({ pending: pendingId.optional() });

/** POST /auth/passkey/verify. */
export const passkeySignInRequestSchema = z.object({
  response: webAuthnResponse,
  pending: pendingId.optional(),
});

/** POST /me/passkeys/verify: the new credential and what the person calls it ("Work laptop"). */
export const passkeyRegisterRequestSchema = z.object({
  response: webAuthnResponse,
  name: z
    .string({ error: PASSKEY_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: PASSKEY_MESSAGES.nameRequired })
    .max(60, { error: "Use at most 60 characters" }),
});

export type TeamPasskey = {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

/** GET /admin/settings. */
export type TeamSettings = { retention_days: number };

/** POST /admin/settings/retention/run: applications (with their resumes) removed just now. */
export type RetentionRunResult = { purged: number; retention_days: number };

// ── Privacy requests (GET /admin/privacy, /admin/privacy/export, POST /admin/privacy/erase) ──

/** How many rows of each kind are held for one address. */
export type PrivacyCounts = {
  contact_leads: number;
  design_campaign_leads: number;
  newsletter: number;
  comments: number;
  applications: number;
  resumes: number;
  /** Leads of the sales pipeline (issue 32): a form's or a booked call's. */
  sales_leads: number;
};

/** One change in a lead's or an application's history, as the export gives it. */
export type PrivacyHistoryEntry = {
  date: string;
  /** "lead.update", "applicant.stage", …; for an application's own history, its kind: stage, note, score, email. */
  action: string;
  /** Who of the team made it (their e-mail or "key: <name>"). */
  by: string;
  summary: string | null;
  before: unknown;
  after: unknown;
};

/** A lead of the sales pipeline, with its work and where the visit came from (issue 32). */
export type PrivacyLead = {
  id: number;
  created_date: string;
  origin: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  status: string;
  lost_reason: string | null;
  owner: string | null;
  notes: string;
  follow_up_on: string | null;
  source: {
    landing_page: string | null;
    referrer_host: string | null;
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    utm_term: string | null;
    utm_content: string | null;
  };
  booked_for: string | null;
  history: PrivacyHistoryEntry[];
};

export type PrivacyResume = { original_name: string; mime_type: string; size_bytes: number };

/** Everything held about one e-mail address, matched whatever its case. */
export type PrivacyHeld = {
  email: string;
  counts: PrivacyCounts;
  contact_leads: {
    id: number;
    created_date: string;
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string | null;
    message: string;
  }[];
  design_campaign_leads: {
    id: number;
    created_date: string;
    full_name: string;
    email: string;
    website_url: string;
    company: string | null;
    message: string | null;
  }[];
  newsletter: { id: number; created_date: string; email: string } | null;
  comments: {
    id: number;
    created_date: string;
    status: string;
    sender_name: string;
    sender_email: string;
    content: string;
    reply: string | null;
    post: { id: number; slug: string; title: string };
  }[];
  applications: {
    id: number;
    created_date: string;
    career_id: number;
    career_title: string;
    job_title: string;
    first_name: string;
    last_name: string;
    email: string;
    country: string | null;
    state: string | null;
    city: string | null;
    phone_country_code: string;
    phone_number: string | null;
    applicant_source: string;
    resume: PrivacyResume | null;
    /** The recruiting pipeline (issue 32): where the application stands and what the team did. */
    stage: string;
    rejection_reason: string | null;
    stage_changed_date: string;
    reply_by: string | null;
    /** Stage moves, notes, scores and e-mails sent, oldest first. */
    history: PrivacyHistoryEntry[];
    scorecards: { reviewer: string; score: number; summary: string | null; updated_date: string }[];
  }[];
  sales_leads: PrivacyLead[];
};

/** The export file: PrivacyHeld, each resume with its bytes in base64. */
export type PrivacyExport = Omit<PrivacyHeld, "applications"> & {
  exported_at: string;
  applications: (Omit<PrivacyHeld["applications"][number], "resume"> & {
    resume: (PrivacyResume & { content_base64: string }) | null;
  })[];
};

/**
 * POST /admin/privacy/erase: what was removed. `notifications`: the team's e-mails about this person
 * still kept by the job queue (sent or waiting), removed with the rest.
 */
export type PrivacyErased = { email: string; erased: PrivacyCounts & { notifications: number } };
