/**
 * The audit trail in the team's words: what each recorded action is called, what its target is
 * called, and an edit's values before and after as a field-by-field list. The API's trail, its CSV
 * export and the team's page all read these, so an entry says the same thing everywhere.
 */

/** What the trail says a person did, by action code: "Published" reads "Published by Ada Lovelace". */
export const AUDIT_ACTION_WORDS: Readonly<Record<string, string>> = {
  "post.create": "Created",
  "post.update": "Edited",
  "post.publish": "Published",
  "post.unpublish": "Unpublished",
  "post.schedule": "Scheduled",
  "post.unschedule": "Unscheduled",
  "post.restore": "Restored an earlier version",
  "post.seo": "Changed the search and sharing fields",
  "post.delete": "Deleted",
  "post.archive": "Archived",
  "post.unarchive": "Unarchived",
  "post.undelete": "Undid the deletion",
  "post.purge": "Removed for good (deleted 30 days before)",
  "post.preview_link.create": "Made a preview link",
  "post.preview_link.revoke": "Revoked a preview link",
  "career.create": "Created",
  "career.update": "Edited",
  "career.open": "Reopened",
  "career.close": "Closed",
  "career.status": "Changed the status",
  "career.seo": "Changed the search and sharing fields",
  "career.delete": "Deleted",
  "career.undelete": "Undid the deletion",
  "career.restore": "Restored an earlier version",
  "career.schedule": "Scheduled",
  "career.unschedule": "Unscheduled",
  "career.publish": "Published",
  "career.archive": "Archived",
  "career.unarchive": "Unarchived",
  "career.purge": "Removed for good (deleted 30 days before)",
  "content.create": "Created",
  "content.save": "Saved a draft",
  "content.publish": "Published",
  "content.unpublish": "Unpublished",
  "content.schedule": "Scheduled",
  "content.unschedule": "Unscheduled",
  "content.restore": "Restored an earlier version",
  "content.reorder": "Reordered",
  "content.delete": "Deleted",
  "comment.approve": "Approved",
  "comment.reject": "Rejected",
  "comment.reply": "Replied",
  "comment.reply_delete": "Deleted a reply",
  "comment.spam": "Marked as spam",
  "redirect.create": "Created",
  "redirect.update": "Edited",
  "redirect.delete": "Deleted",
  "redirect.import": "Imported",
  "not_found.dismiss": "Dismissed",
  "author.create": "Created",
  "author.update": "Edited",
  "author.delete": "Deleted",
  "category.create": "Created",
  "category.update": "Edited",
  "category.delete": "Deleted",
  "media.upload": "Uploaded",
  "person.create": "Added",
  "person.remove": "Removed",
  "person.roles": "Changed the roles",
  "person.reset_link": "Made a password reset link",
  "invitation.create": "Invited",
  "invitation.revoke": "Revoked an invitation",
  "key.create": "Created",
  "key.revoke": "Revoked",
  "key.import": "Imported",
  "passkey.add": "Added a passkey",
  "passkey.remove": "Removed a passkey",
  "password.change": "Changed their password",
  "password.reset": "Reset their password",
  "password_reset.request": "Asked for a password reset",
  "setup_link.create": "Made a setup link",
  "session.end": "Ended a session",
  sign_in: "Signed in",
  "sign_in.failure": "Failed to sign in",
  "sign_in.throttled": "Was refused sign-in (too many tries)",
  sign_out: "Signed out",
  "settings.update": "Changed the settings",
  "retention.purge": "Removed old applications",
  "privacy.lookup": "Looked up a person's data",
  "privacy.export": "Exported a person's data",
  "privacy.erase": "Erased a person's data",
  "leads.export": "Exported leads",
  "lead.create": "Sent",
  "lead.update": "Updated",
  "lead.booking": "Booked a call",
  "webhook.create": "Added",
  "webhook.delete": "Removed",
  "applicants.export": "Exported applications",
  "applicant.resume_download": "Downloaded a resume",
  "applicant.stage": "Moved to another stage",
  "applicant.note": "Added a note",
  "applicant.score": "Scored",
  "applicant.email": "E-mailed the candidate",
  "applicant.template": "Edited an e-mail template",
  "applicants.reminders": "Reminded the recruiters of late replies",
  "audit.export": "Exported the audit trail",
};

/** What a target type is called ("post" → "Post"). */
export const AUDIT_TARGET_WORDS: Readonly<Record<string, string>> = {
  post: "Post",
  career: "Opening",
  content: "Content",
  comment: "Comment",
  redirect: "Redirect",
  redirects: "Redirects",
  not_found: "404 address",
  author: "Author",
  category: "Category",
  media: "Image",
  person: "Person",
  invitation: "Invitation",
  key: "Machine key",
  passkey: "Passkey",
  session: "Session",
  settings: "Settings",
  applications: "Applications",
  applicant: "Application",
  applicants: "Applications",
  template: "E-mail template",
  leads: "Leads",
  lead: "Lead",
  webhook: "Webhook",
  privacy: "Personal data",
  audit: "Audit trail",
};

/** "some_code-name" → "Some code name". */
function humanized(code: string): string {
  const words = code.replace(/[._-]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
}

/** What the trail says was done ("Published"); an action it has no words for, from its code. */
export function auditActionWords(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_WORDS, action) ? AUDIT_ACTION_WORDS[action]! : humanized(action);
}

/** What a target type is called. */
export function auditTargetWords(type: string): string {
  return Object.hasOwn(AUDIT_TARGET_WORDS, type) ? AUDIT_TARGET_WORDS[type]! : humanized(type);
}

/** An action as the trail's filter lists it: "Post: published". */
export function auditActionOption(action: string): string {
  const thing = auditTargetWords(action.split(".")[0] ?? action);
  const words = auditActionWords(action);
  return `${thing}: ${words[0]!.toLowerCase()}${words.slice(1)}`;
}

/** The actor label of what the job queue does by itself (scheduled publishing, retention purges). */
export const SYSTEM_ACTOR = "system";

/** One field an edit changed: where it is ("Items › 3 › Title") and its values as text ("" when absent). */
export type AuditFieldChange = { field: string; before: string; after: string };

/** At most this many fields are listed per entry; the rest are counted. */
export const AUDIT_MAX_CHANGES = 60;

function fieldName(path: (string | number)[]): string {
  return path.map((p) => (typeof p === "number" ? String(p + 1) : humanized(p))).join(" › ");
}

function leafText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The fields whose values differ between `before` and `after`, depth first, in the order the
 * newer value holds its keys (then keys only the older had). Objects and lists are walked; a list
 * item is named by its place from 1. Values that are not objects compare as text.
 *
 *   auditChanges({ title: "A", tags: ["x"] }, { title: "B", tags: ["x", "y"] })
 *   // [{ field: "Title", before: "A", after: "B" }, { field: "Tags › 2", before: "", after: "y" }]
 */
export function auditChanges(before: unknown, after: unknown): { changes: AuditFieldChange[]; more: number } {
  const changes: AuditFieldChange[] = [];
  let more = 0;
  const add = (path: (string | number)[], a: unknown, b: unknown) => {
    const left = leafText(a);
    const right = leafText(b);
    if (left === right) return;
    if (changes.length >= AUDIT_MAX_CHANGES) more += 1;
    else changes.push({ field: path.length ? fieldName(path) : "Value", before: left, after: right });
  };
  const walk = (path: (string | number)[], a: unknown, b: unknown, depth: number) => {
    if (depth < 8 && isRecord(a) && isRecord(b)) {
      const keys = [...Object.keys(b), ...Object.keys(a).filter((k) => !Object.hasOwn(b, k))];
      for (const k of keys) walk([...path, k], a[k], b[k], depth + 1);
    } else if (depth < 8 && Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) walk([...path, i], a[i], b[i], depth + 1);
    } else if (depth < 8 && (isRecord(b) || Array.isArray(b)) && (a === null || a === undefined)) {
      // Something new: each of its fields, as added.
      walk(path, Array.isArray(b) ? [] : {}, b, depth);
    } else if (depth < 8 && (isRecord(a) || Array.isArray(a)) && (b === null || b === undefined)) {
      walk(path, a, Array.isArray(a) ? [] : {}, depth);
    } else add(path, a, b);
  };
  walk([], before, after, 0);
  return { changes, more };
}
