/**
 * Recruiting for the team (issue 32, item 3): an application's page (its answers, scorecards and
 * history), its stage, notes and the reviewer's own scorecard, the candidate e-mail templates and the
 * e-mail sent from one, and the reply-by reminders on demand. Recruiter (and Owner, Administrator) only;
 * every write is in the audit trail (lib/auth/access.ts) and in the application's own history.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, asc, desc, eq } from "drizzle-orm";
import {
  API_ERRORS,
  CLOSED_STAGES,
  DEFAULT_TEMPLATES,
  RECRUITING_MESSAGES,
  RECRUITING_TEMPLATE_KINDS,
  RECRUITING_TEMPLATE_LABELS,
  STAGE_LABELS,
  applicationNoteSchema,
  applicationScorecardSchema,
  applicationStageSchema,
  fillTemplate,
  idParamSchema,
  recruitingTemplateParamSchema,
  recruitingTemplateSchema,
  sendTemplateSchema,
  type AdminApplicantDetail,
  type ApplicationEvent,
  type ApplicationStage,
  type RecruitingTemplate,
  type RecruitingTemplateKind,
} from "@site/contract";
import type { Db } from "../../db/client";
import {
  applicationEvents,
  applicationScorecards,
  applications,
  careers,
  recruitingTemplates,
  resumes,
} from "../../db/schema";
import { textKept } from "../../lib/auth/audit";
import { principalLabel, type Principal } from "../../lib/auth/principal";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { emailPage, oneLine, text } from "../../lib/notify/email-layout";
import { enqueueVisitorEmail, siteNameOf } from "../../lib/notify/visitor-email";
import {
  dayOf,
  defaultReplyBy,
  isOverdue,
  replyByMax,
  sendReplyReminders,
  statusPath,
  statusToken,
} from "../../lib/recruiting";
import { doc, isoNotNull } from "./shared";

const reviewerKey = (p: Principal) => (p.kind === "user" ? `user:${p.userId}` : `key:${p.keyId}`);
const actorOf = (p: Principal) => ({
  actorUserId: p.kind === "user" ? p.userId : null,
  actorLabel: p.kind === "user" ? p.name : `key: ${p.name}`,
});

async function templatesOf(db: Db, tenantId: string): Promise<RecruitingTemplate[]> {
  const rows = await db.select().from(recruitingTemplates).where(eq(recruitingTemplates.tenantId, tenantId));
  return RECRUITING_TEMPLATE_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return {
      kind,
      label: RECRUITING_TEMPLATE_LABELS[kind],
      subject: row?.subject ?? DEFAULT_TEMPLATES[kind].subject,
      body: row?.body ?? DEFAULT_TEMPLATES[kind].body,
      updated_date: row ? isoNotNull(row.updatedAt) : null,
      updated_by: row?.updatedBy ?? null,
    };
  });
}

function eventText(kind: string, data: Record<string, unknown> | null, actor: string): string {
  const d = data ?? {};
  switch (kind) {
    case "stage": {
      const to = STAGE_LABELS[d.to as ApplicationStage] ?? String(d.to);
      const from = STAGE_LABELS[d.from as ApplicationStage] ?? String(d.from);
      const reason = d.reason ? ` (reason: ${String(d.reason)})` : "";
      const reply = d.reply_by ? `, reply by ${String(d.reply_by)}` : "";
      return `${actor} moved the application from ${from} to ${to}${reason}${reply}`;
    }
    case "note":
      return `${actor} added a note`;
    case "score":
      return `${actor} scored ${String(d.score)} out of 5`;
    case "email":
      return `${actor} e-mailed the candidate: ${RECRUITING_TEMPLATE_LABELS[d.template as RecruitingTemplateKind] ?? "message"} (“${String(d.subject)}”)`;
    default:
      return `${actor}: ${kind}`;
  }
}

/** The application's row, or 404. */
async function applicationOf(db: Db, tenantId: string, id: number) {
  const [row] = await db
    .select({
      app: applications,
      careerStatus: careers.status,
      resumeName: resumes.originalName,
      resumeMime: resumes.mimeType,
      resumeSize: resumes.sizeBytes,
    })
    .from(applications)
    .innerJoin(careers, eq(careers.id, applications.careerId))
    .leftJoin(resumes, eq(resumes.applicationId, applications.id))
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)))
    .limit(1);
  if (!row) throw notFound(RECRUITING_MESSAGES.notFound);
  return row;
}

async function detail(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<AdminApplicantDetail> {
  const { db } = app;
  const tenantId = request.tenantId;
  const row = await applicationOf(db, tenantId, id);
  const a = row.app;
  const [cards, events] = await Promise.all([
    db
      .select()
      .from(applicationScorecards)
      .where(eq(applicationScorecards.applicationId, id))
      .orderBy(asc(applicationScorecards.reviewerLabel)),
    db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.tenantId, tenantId), eq(applicationEvents.applicationId, id)))
      .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
      .limit(500),
  ]);
  const me = reviewerKey(request.principal!);
  const history: ApplicationEvent[] = events.map((e) => ({
    id: String(e.id),
    kind: e.kind as ApplicationEvent["kind"],
    at: isoNotNull(e.createdAt),
    actor: e.actorLabel,
    text: eventText(e.kind, e.data ?? null, e.actorLabel),
    detail: e.body ?? null,
  }));
  history.push({
    id: "applied",
    kind: "applied",
    at: isoNotNull(a.createdAt),
    actor: null,
    text: `${a.firstName} ${a.lastName} applied for ${a.jobTitle}`,
    detail: null,
  });
  const scores = cards.map((c) => c.score);
  return {
    id: a.id,
    career_id: a.careerId,
    career_status: row.careerStatus,
    job_title: a.jobTitle,
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    phone_country_code: a.phoneCountryCode,
    phone_number: a.phoneNumber,
    country: a.country,
    state: a.state,
    city: a.city,
    applicant_source: a.applicantSource,
    created_date: isoNotNull(a.createdAt),
    stage: a.stage,
    rejection_reason: a.rejectionReason,
    stage_changed_date: isoNotNull(a.stageChangedAt),
    reply_by: a.replyBy,
    reply_by_max: replyByMax(a.stage, a.stageChangedAt),
    overdue: isOverdue(a.stage, a.replyBy, dayOf(new Date())),
    status_path: statusPath(statusToken(app.config.REVALIDATE_SECRET, tenantId, a.id)),
    resume:
      row.resumeName !== null && row.resumeMime !== null && row.resumeSize !== null
        ? { original_name: row.resumeName, mime_type: row.resumeMime, size_bytes: row.resumeSize }
        : null,
    scorecards: cards.map((c) => ({
      reviewer: c.reviewerLabel,
      score: c.score,
      summary: c.summary,
      updated_date: isoNotNull(c.updatedAt),
      mine: c.reviewerKey === me,
    })),
    average_score: scores.length
      ? Math.round((scores.reduce((s, n) => s + n, 0) / scores.length) * 10) / 10
      : null,
    history,
    templates: RECRUITING_TEMPLATE_KINDS.map((kind) => ({ kind, label: RECRUITING_TEMPLATE_LABELS[kind] })),
    can_email: !!app.config.SMTP_URL,
  };
}

export async function adminRecruitingRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/applicants/:id",
    doc("One application: answers, stage, scorecards and history", "applicants"),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      return detail(app, request, id);
    },
  );

  app.post(
    "/applicants/:id/stage",
    doc("Move an application to a stage (a rejection with its reason)", "applicants", {
      audit: "applicant.stage",
    }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const input = parseInput(applicationStageSchema, request.body);
      const now = new Date();
      const today = dayOf(now);
      const max = replyByMax(input.stage, now);
      if (input.reply_by && input.reply_by < today) {
        throw new HttpError(400, API_ERRORS.validation, { reply_by: RECRUITING_MESSAGES.replyByPast });
      }
      if (input.reply_by && max && input.reply_by > max) {
        throw new HttpError(400, API_ERRORS.validation, { reply_by: RECRUITING_MESSAGES.replyByTooLate });
      }
      const replyBy = CLOSED_STAGES.includes(input.stage)
        ? null
        : (input.reply_by ?? defaultReplyBy(input.stage, now));
      const before = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            stage: applications.stage,
            reason: applications.rejectionReason,
            replyBy: applications.replyBy,
          })
          .from(applications)
          .where(and(eq(applications.tenantId, request.tenantId), eq(applications.id, id)))
          .for("update");
        if (!current) throw notFound(RECRUITING_MESSAGES.notFound);
        await tx
          .update(applications)
          .set({
            stage: input.stage,
            rejectionReason: input.stage === "rejected" ? input.reason! : null,
            stageChangedAt: now,
            replyBy,
          })
          .where(eq(applications.id, id));
        await tx.insert(applicationEvents).values({
          tenantId: request.tenantId,
          applicationId: id,
          kind: "stage",
          ...actorOf(request.principal!),
          data: {
            from: current.stage,
            to: input.stage,
            ...(input.stage === "rejected" ? { reason: input.reason } : {}),
            ...(replyBy ? { reply_by: replyBy } : {}),
          },
        });
        return current;
      });
      request.auditChange = {
        summary: `Moved to ${STAGE_LABELS[input.stage]}`,
        before: { stage: before.stage, rejection_reason: textKept(before.reason), reply_by: before.replyBy },
        after: {
          stage: input.stage,
          rejection_reason: textKept(input.stage === "rejected" ? input.reason : null, before.reason),
          reply_by: replyBy,
        },
      };
      return detail(app, request, id);
    },
  );

  app.post(
    "/applicants/:id/notes",
    doc("Add a note to an application", "applicants", { audit: "applicant.note" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const { body } = parseInput(applicationNoteSchema, request.body);
      await applicationOf(db, request.tenantId, id);
      await db.insert(applicationEvents).values({
        tenantId: request.tenantId,
        applicationId: id,
        kind: "note",
        ...actorOf(request.principal!),
        body,
      });
      request.auditChange = { after: { note: textKept(body) } };
      return detail(app, request, id);
    },
  );

  app.put(
    "/applicants/:id/scorecard",
    doc("Save the caller's own scorecard of an application (1 to 5)", "applicants", {
      audit: "applicant.score",
    }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const { score, summary } = parseInput(applicationScorecardSchema, request.body);
      await applicationOf(db, request.tenantId, id);
      const principal = request.principal!;
      const key = reviewerKey(principal);
      const before = await db.transaction(async (tx) => {
        const [old] = await tx
          .select({ score: applicationScorecards.score, summary: applicationScorecards.summary })
          .from(applicationScorecards)
          .where(
            and(eq(applicationScorecards.applicationId, id), eq(applicationScorecards.reviewerKey, key)),
          );
        const values = {
          tenantId: request.tenantId,
          applicationId: id,
          reviewerKey: key,
          reviewerLabel: actorOf(principal).actorLabel,
          score,
          summary: summary ?? null,
          updatedAt: new Date(),
        };
        await tx
          .insert(applicationScorecards)
          .values(values)
          .onConflictDoUpdate({
            target: [applicationScorecards.applicationId, applicationScorecards.reviewerKey],
            set: {
              score,
              summary: summary ?? null,
              updatedAt: values.updatedAt,
              reviewerLabel: values.reviewerLabel,
            },
          });
        await tx.insert(applicationEvents).values({
          tenantId: request.tenantId,
          applicationId: id,
          kind: "score",
          ...actorOf(principal),
          body: summary ?? null,
          data: { score },
        });
        return old ?? null;
      });
      request.auditChange = {
        before: before && { score: before.score, summary: textKept(before.summary) },
        after: { score, summary: textKept(summary, before?.summary) },
      };
      return detail(app, request, id);
    },
  );

  app.post(
    "/applicants/:id/email",
    doc("E-mail the candidate one of the templates (through the job queue)", "applicants", {
      audit: "applicant.email",
    }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const { template } = parseInput(sendTemplateSchema, request.body);
      const { app: a } = await applicationOf(db, request.tenantId, id);
      if (!app.config.SMTP_URL) throw new HttpError(409, RECRUITING_MESSAGES.noSmtp);
      const chosen = (await templatesOf(db, request.tenantId)).find((t) => t.kind === template)!;
      const company = await siteNameOf(db, request.tenantId);
      const link = `${app.config.SITE_URL.replace(/\/+$/, "")}${statusPath(statusToken(app.config.REVALIDATE_SECRET, request.tenantId, id))}`;
      const values = {
        first_name: a.firstName,
        last_name: a.lastName,
        position: a.jobTitle,
        company,
        status_link: link,
      };
      const subject = oneLine(fillTemplate(chosen.subject, values), 200);
      const body = fillTemplate(chosen.body, values);
      await db.transaction(async (tx) => {
        await enqueueVisitorEmail(tx, app.config, {
          tenantId: request.tenantId,
          to: a.email,
          reqId: request.id,
          email: {
            kind: "recruiting_message",
            subject,
            text: body,
            html: emailPage(
              subject,
              body.split(/\n{2,}/).map((p) => text(p)),
            ),
          },
        });
        await tx.insert(applicationEvents).values({
          tenantId: request.tenantId,
          applicationId: id,
          kind: "email",
          ...actorOf(request.principal!),
          body,
          data: { template, subject, to: a.email },
        });
      });
      app.jobs.wake();
      request.auditChange = {
        // The template, not the subject or the address: both name the candidate (textKept).
        summary: `E-mailed ${RECRUITING_TEMPLATE_LABELS[template]}`,
        after: { template },
      };
      return detail(app, request, id);
    },
  );

  app.get("/applicants/templates", doc("The candidate e-mail templates", "applicants"), async (request) => ({
    content: await templatesOf(db, request.tenantId),
  }));

  app.put(
    "/applicants/templates/:kind",
    doc("Edit a candidate e-mail template", "applicants", { audit: "applicant.template" }),
    async (request) => {
      const { kind } = parseInput(recruitingTemplateParamSchema, request.params);
      const { subject, body } = parseInput(recruitingTemplateSchema, request.body);
      const before = (await templatesOf(db, request.tenantId)).find((t) => t.kind === kind)!;
      const by = principalLabel(request.principal!);
      await db
        .insert(recruitingTemplates)
        .values({ tenantId: request.tenantId, kind, subject, body, updatedBy: by })
        .onConflictDoUpdate({
          target: [recruitingTemplates.tenantId, recruitingTemplates.kind],
          set: { subject, body, updatedBy: by, updatedAt: new Date() },
        });
      request.auditChange = {
        targetType: "template",
        targetId: kind,
        summary: RECRUITING_TEMPLATE_LABELS[kind],
        before: { subject: before.subject, body: before.body },
        after: { subject, body },
      };
      return (await templatesOf(db, request.tenantId)).find((t) => t.kind === kind)!;
    },
  );

  app.post(
    "/applicants/reminders",
    doc("E-mail the recruiters every candidate past their reply-by date, now", "applicants", {
      audit: false,
    }),
    async (request) => {
      // Audited by sendReplyReminders itself, in the transaction that enqueues the mails.
      const sent = await sendReplyReminders(db, app.config, {
        tenantId: request.tenantId,
        now: new Date(),
        actor: request.principal!,
        ip: request.ip,
        requestId: request.id,
      });
      const mine = sent[request.tenantId] ?? { candidates: 0, mails: 0 };
      if (mine.mails) app.jobs.wake();
      return mine;
    },
  );
}
