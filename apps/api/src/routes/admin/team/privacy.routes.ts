/**
 * Privacy requests (issue 18 §5): find everything held about an e-mail address, hand it over as one
 * file, erase it. The address is matched whatever its case, within the caller's tenant only.
 *
 * The audit trail keeps the record that an erasure was carried out, naming the address: after it, that
 * entry is the only place the address remains. So lookups and exports, which stay in the trail forever,
 * name the person by a fingerprint (subjectRef) instead of the address; the erasure entry carries the
 * same fingerprint, which ties them together.
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  CACHE_TAGS,
  privacyQuerySchema,
  type PrivacyCounts,
  type PrivacyErased,
  type PrivacyHeld,
  type PrivacyHistoryEntry,
} from "@site/contract";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/client";
import {
  applicationEvents,
  applicationScorecards,
  applications,
  auditEntries,
  careers,
  comments,
  contactLeads,
  leads,
  designCampaignLeads,
  newsletterSubscribers,
  posts,
  resumes,
  teamUsers,
  webhookDeliveries,
} from "../../../db/schema";
import { recordAudit } from "../../../lib/auth/audit";
import { parseInput } from "../../../lib/http-error";
import { JOB_SCHEMA } from "../../../lib/jobs/registry";
import { resumeChunks } from "../../applicants/resume-store";
import { doc, isoNotNull, refreshSite } from "../shared";

/**
 * The person a request is about, as the trail names them in lookups and exports: a hash of tenant and
 * address. Whoever holds the address can find its entries; the trail alone does not give the address.
 */
export function subjectRef(tenantId: string, email: string): string {
  return createHash("sha256").update(`${tenantId}\n${email}`).digest("hex").slice(0, 16);
}

/** `lower(column) = email` (the schema has already lowercased and trimmed the address). */
const sameAddress = (column: AnyPgColumn, email: string): SQL => sql`lower(${column}) = ${email}`;

type HeldApplication = PrivacyHeld["applications"][number] & { resumeId: number | null };
type Held = Omit<PrivacyHeld, "applications"> & { applications: HeldApplication[] };

function countsOf(held: Omit<Held, "counts">): PrivacyCounts {
  return {
    contact_leads: held.contact_leads.length,
    design_campaign_leads: held.design_campaign_leads.length,
    newsletter: held.newsletter ? 1 : 0,
    comments: held.comments.length,
    applications: held.applications.length,
    resumes: held.applications.filter((a) => a.resume).length,
    sales_leads: held.sales_leads.length,
  };
}

/** A stored audit value (JSON text) as the export gives it. */
function parsed(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The audit trail's entries about these leads or applications (`type` "lead" or "applicant"), by id. */
async function auditHistory(
  db: Db,
  tenantId: string,
  type: "lead" | "applicant",
  ids: number[],
): Promise<Map<number, PrivacyHistoryEntry[]>> {
  const out = new Map<number, PrivacyHistoryEntry[]>();
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.tenantId, tenantId),
        eq(auditEntries.targetType, type),
        inArray(auditEntries.targetId, ids.map(String)),
      ),
    )
    .orderBy(asc(auditEntries.at), asc(auditEntries.id));
  for (const r of rows) {
    const id = Number(r.targetId);
    out.set(id, [
      ...(out.get(id) ?? []),
      {
        date: isoNotNull(r.at),
        action: r.action,
        by: r.actorLabel,
        summary: r.summary,
        before: parsed(r.before),
        after: parsed(r.after),
      },
    ]);
  }
  return out;
}

/** Every row of the tenant that names the address, oldest first. */
async function findHeld(db: Db, tenantId: string, email: string): Promise<Held> {
  const [contact, design, newsletter, commentRows, applicationRows] = await Promise.all([
    db
      .select()
      .from(contactLeads)
      .where(and(eq(contactLeads.tenantId, tenantId), sameAddress(contactLeads.email, email)))
      .orderBy(asc(contactLeads.createdAt), asc(contactLeads.id)),
    db
      .select()
      .from(designCampaignLeads)
      .where(and(eq(designCampaignLeads.tenantId, tenantId), sameAddress(designCampaignLeads.email, email)))
      .orderBy(asc(designCampaignLeads.createdAt), asc(designCampaignLeads.id)),
    db
      .select()
      .from(newsletterSubscribers)
      .where(
        and(eq(newsletterSubscribers.tenantId, tenantId), sameAddress(newsletterSubscribers.email, email)),
      )
      .orderBy(asc(newsletterSubscribers.id))
      .limit(1),
    db
      .select({
        id: comments.id,
        createdAt: comments.createdAt,
        status: comments.status,
        senderName: comments.senderName,
        senderEmail: comments.senderEmail,
        content: comments.content,
        reply: comments.authorCommentContent,
        postId: posts.id,
        postSlug: posts.slug,
        postTitle: posts.title,
      })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(and(eq(comments.tenantId, tenantId), sameAddress(comments.senderEmail, email)))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select({
        application: applications,
        careerTitle: careers.title,
        resumeId: resumes.id,
        resumeName: resumes.originalName,
        resumeMime: resumes.mimeType,
        resumeSize: resumes.sizeBytes,
      })
      .from(applications)
      .innerJoin(careers, eq(careers.id, applications.careerId))
      .leftJoin(resumes, eq(resumes.applicationId, applications.id))
      .where(and(eq(applications.tenantId, tenantId), sameAddress(applications.email, email)))
      .orderBy(asc(applications.createdAt), asc(applications.id)),
  ]);
  const applicationIds = applicationRows.map((r) => r.application.id);
  const [leadRows, events, scorecards] = await Promise.all([
    db
      .select({ lead: leads, owner: teamUsers.name })
      .from(leads)
      .leftJoin(teamUsers, eq(teamUsers.id, leads.ownerId))
      .where(and(eq(leads.tenantId, tenantId), sameAddress(leads.email, email)))
      .orderBy(asc(leads.createdAt), asc(leads.id)),
    applicationIds.length
      ? db
          .select()
          .from(applicationEvents)
          .where(
            and(
              eq(applicationEvents.tenantId, tenantId),
              inArray(applicationEvents.applicationId, applicationIds),
            ),
          )
          .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
      : [],
    applicationIds.length
      ? db
          .select()
          .from(applicationScorecards)
          .where(
            and(
              eq(applicationScorecards.tenantId, tenantId),
              inArray(applicationScorecards.applicationId, applicationIds),
            ),
          )
          .orderBy(asc(applicationScorecards.updatedAt))
      : [],
  ]);
  const leadHistory = await auditHistory(
    db,
    tenantId,
    "lead",
    leadRows.map((r) => r.lead.id),
  );
  const held: Omit<Held, "counts"> = {
    email,
    contact_leads: contact.map((l) => ({
      id: l.id,
      created_date: isoNotNull(l.createdAt),
      first_name: l.firstName,
      last_name: l.lastName,
      email: l.email,
      phone_number: l.phoneNumber,
      message: l.message,
    })),
    design_campaign_leads: design.map((l) => ({
      id: l.id,
      created_date: isoNotNull(l.createdAt),
      full_name: l.fullName,
      email: l.email,
      website_url: l.websiteUrl,
      company: l.company,
      message: l.message,
    })),
    newsletter: newsletter[0]
      ? {
          id: newsletter[0].id,
          created_date: isoNotNull(newsletter[0].createdAt),
          email: newsletter[0].email,
        }
      : null,
    comments: commentRows.map((c) => ({
      id: c.id,
      created_date: isoNotNull(c.createdAt),
      status: c.status,
      sender_name: c.senderName,
      sender_email: c.senderEmail,
      content: c.content,
      reply: c.reply,
      post: { id: c.postId, slug: c.postSlug, title: c.postTitle },
    })),
    applications: applicationRows.map(({ application: a, ...r }) => ({
      id: a.id,
      created_date: isoNotNull(a.createdAt),
      career_id: a.careerId,
      career_title: r.careerTitle,
      job_title: a.jobTitle,
      first_name: a.firstName,
      last_name: a.lastName,
      email: a.email,
      country: a.country,
      state: a.state,
      city: a.city,
      phone_country_code: a.phoneCountryCode,
      phone_number: a.phoneNumber,
      applicant_source: a.applicantSource,
      resume:
        r.resumeName !== null && r.resumeMime !== null && r.resumeSize !== null
          ? { original_name: r.resumeName, mime_type: r.resumeMime, size_bytes: r.resumeSize }
          : null,
      stage: a.stage,
      rejection_reason: a.rejectionReason,
      stage_changed_date: isoNotNull(a.stageChangedAt),
      reply_by: a.replyBy,
      history: events
        .filter((e) => e.applicationId === a.id)
        .map((e) => ({
          date: isoNotNull(e.createdAt),
          action: e.kind,
          by: e.actorLabel,
          summary: e.body,
          before: null,
          after: e.data ?? null,
        })),
      scorecards: scorecards
        .filter((c) => c.applicationId === a.id)
        .map((c) => ({
          reviewer: c.reviewerLabel,
          score: c.score,
          summary: c.summary,
          updated_date: isoNotNull(c.updatedAt),
        })),
      resumeId: r.resumeId,
    })),
    sales_leads: leadRows.map(({ lead: l, owner }) => ({
      id: l.id,
      created_date: isoNotNull(l.createdAt),
      origin: l.origin,
      name: l.name,
      email: l.email,
      phone: l.phone,
      company: l.company,
      message: l.message,
      status: l.status,
      lost_reason: l.lostReason,
      owner: l.ownerId === null ? null : owner,
      notes: l.notes,
      follow_up_on: l.followUpOn,
      source: {
        landing_page: l.landingPage,
        referrer_host: l.referrerHost,
        utm_source: l.utmSource,
        utm_medium: l.utmMedium,
        utm_campaign: l.utmCampaign,
        utm_term: l.utmTerm,
        utm_content: l.utmContent,
      },
      booked_for: l.bookedFor ? isoNotNull(l.bookedFor) : null,
      history: leadHistory.get(l.id) ?? [],
    })),
  };
  return { ...held, counts: countsOf(held) };
}

/** The answer of GET /privacy: the rows without the internal resume ids. */
function publicHeld(held: Held): PrivacyHeld {
  return { ...held, applications: held.applications.map(({ resumeId: _id, ...a }) => a) };
}

function describeCounts(c: PrivacyCounts): string {
  const parts = [
    [c.applications, "application"],
    [c.resumes, "resume"],
    [c.contact_leads, "contact message"],
    [c.design_campaign_leads, "UX review request"],
    [c.newsletter, "newsletter subscription"],
    [c.comments, "comment"],
    [c.sales_leads, "sales lead"],
  ] as const;
  const held = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}${n === 1 ? "" : "s"}`);
  return held.length ? held.join(", ") : "nothing";
}

/** Base64 of a byte stream whose pieces need not be multiples of 3: the remainder waits for the next. */
async function* base64Of(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let carry = Buffer.alloc(0);
  for await (const chunk of chunks) {
    const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 3);
    if (whole > 0) yield bytes.subarray(0, whole).toString("base64");
    carry = Buffer.from(bytes.subarray(whole));
  }
  if (carry.length) yield carry.toString("base64");
}

/** An object's JSON without its closing brace, so more members can follow. */
const open = (value: object) => JSON.stringify(value).slice(0, -1);

/**
 * The export file as it is written: the rows, then each application with its resume's bytes read from
 * resume_chunks one chunk at a time, so a 5 MB resume never sits whole in memory (base64 text included).
 */
async function* exportFile(db: Db, tenantId: string, held: Held, exportedAt: Date): AsyncGenerator<string> {
  const { applications: apps, ...rest } = held;
  yield `${open({ exported_at: exportedAt.toISOString(), ...rest })},"applications":[`;
  for (const [i, { resumeId, resume, ...application }] of apps.entries()) {
    yield `${i ? "," : ""}${open(application)},"resume":`;
    if (!resume || resumeId === null) {
      yield "null}";
      continue;
    }
    yield `${open(resume)},"content_base64":"`;
    yield* base64Of(resumeChunks(db, { tenantId, resumeId, sizeBytes: resume.size_bytes }));
    yield `"}}`;
  }
  yield "]}";
}

/**
 * The team's e-mails about this person still kept by the job queue ("team-notification" jobs hold the
 * submission: a lead's, applicant's or commenter's address), in its table and its archive. A job being
 * sent at this moment is left alone; pg-boss drops it with its archive within days.
 */
async function eraseNotifications(tx: Db, tenantId: string, email: string): Promise<number> {
  const address = sql`lower(coalesce(
    data->'event'->'lead'->>'email',
    data->'event'->>'email',
    data->'event'->'applicant'->>'email',
    data->'event'->'comment'->>'comment_sender_email'))`;
  let n = 0;
  for (const table of ["job", "archive"]) {
    const result = await tx.execute(sql`
      delete from ${sql.raw(`${JOB_SCHEMA}.${table}`)}
      where state <> 'active' and (
        (name = 'team-notification' and data->'event'->>'tenantId' = ${tenantId} and ${address} = ${email})
        or (name = 'visitor-email' and data->>'tenantId' = ${tenantId} and lower(data->>'to') = ${email}))
      returning 1`);
    n += rowsOf(result).length;
  }
  return n;
}

export async function privacyRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/privacy",
    doc("Everything held about an e-mail address (any case)", "privacy", { audit: "privacy.lookup" }),
    async (request) => {
      const { email } = parseInput(privacyQuerySchema, request.query);
      const held = await findHeld(db, request.tenantId, email);
      request.auditChange = {
        targetType: "privacy",
        targetId: subjectRef(request.tenantId, email),
        summary: `Looked up what is held for an address: ${describeCounts(held.counts)}`,
        after: held.counts,
      };
      return publicHeld(held);
    },
  );

  app.get(
    "/privacy/export",
    doc("Everything held about an address as one JSON file, resumes in base64", "privacy", {
      audit: "privacy.export",
    }),
    async (request, reply) => {
      const { email } = parseInput(privacyQuerySchema, request.query);
      const held = await findHeld(db, request.tenantId, email);
      const now = new Date();
      request.auditChange = {
        targetType: "privacy",
        targetId: subjectRef(request.tenantId, email),
        summary: `Downloaded everything held for an address: ${describeCounts(held.counts)}`,
        after: held.counts,
      };
      const body = Readable.from(exportFile(db, request.tenantId, held, now), { objectMode: false });
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="privacy-export-${now.toISOString().slice(0, 10)}.json"`,
        )
        .header("x-content-type-options", "nosniff")
        .send(body);
    },
  );

  app.post(
    "/privacy/erase",
    // Recorded here, in the erasure's own transaction (not by the gate after the answer): the record
    // that the request was carried out exists exactly when the erasure does.
    doc("Erase everything held about an address", "privacy", { audit: false }),
    async (request): Promise<PrivacyErased> => {
      const { email } = parseInput(privacyQuerySchema, request.body ?? {});
      const tenantId = request.tenantId;
      const principal = request.principal!;
      const { erased, slugs } = await db.transaction(async (tx) => {
        const held = await findHeld(tx, tenantId, email);
        const ids = <T extends { id: number }>(rows: T[]) => rows.map((r) => r.id);
        // Resumes and their bytes go with their applications (ON DELETE CASCADE).
        if (held.applications.length) {
          await tx
            .delete(applications)
            .where(
              and(eq(applications.tenantId, tenantId), inArray(applications.id, ids(held.applications))),
            );
        }
        if (held.contact_leads.length) {
          await tx
            .delete(contactLeads)
            .where(
              and(eq(contactLeads.tenantId, tenantId), inArray(contactLeads.id, ids(held.contact_leads))),
            );
        }
        if (held.design_campaign_leads.length) {
          await tx
            .delete(designCampaignLeads)
            .where(
              and(
                eq(designCampaignLeads.tenantId, tenantId),
                inArray(designCampaignLeads.id, ids(held.design_campaign_leads)),
              ),
            );
        }
        if (held.newsletter) {
          await tx
            .delete(newsletterSubscribers)
            .where(
              and(
                eq(newsletterSubscribers.tenantId, tenantId),
                eq(newsletterSubscribers.id, held.newsletter.id),
              ),
            );
        }
        if (held.comments.length) {
          await tx
            .delete(comments)
            .where(and(eq(comments.tenantId, tenantId), inArray(comments.id, ids(held.comments))));
        }
        // The pipeline's leads of a form go with the form's row (ON DELETE CASCADE); a booked call's
        // lead has none, and goes here with the rest. An application's stage moves, notes, scorecards
        // and e-mails sent go with it (ON DELETE CASCADE).
        await tx.delete(leads).where(and(eq(leads.tenantId, tenantId), sameAddress(leads.email, email)));
        await tx
          .delete(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.tenantId, tenantId),
              sql`lower(${webhookDeliveries.body}::jsonb->'data'->>'email') = ${email}`,
            ),
          );
        const notifications = await eraseNotifications(tx, tenantId, email);
        const erased = { ...held.counts, notifications };
        await recordAudit(tx, {
          tenantId,
          actor: principal,
          action: "privacy.erase",
          targetType: "privacy",
          targetId: subjectRef(tenantId, email),
          summary: `Erased everything held for ${email}: ${describeCounts(held.counts)}`,
          after: { email, erased },
          ip: request.ip,
          requestId: request.id,
        });
        return { erased, slugs: [...new Set(held.comments.map((c) => c.post.slug))] };
      });
      // The posts that showed (or counted) these comments are refreshed, as moderation does.
      if (slugs.length) await refreshSite(app, [...slugs.map((s) => CACHE_TAGS.post(s)), CACHE_TAGS.posts]);
      return { email, erased };
    },
  );
}
