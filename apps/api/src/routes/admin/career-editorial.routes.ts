/**
 * Editorial power for careers (issue 31, item 3), through the publishing engine (lib/publishing) as
 * posts have it: an opening's versions (each save that changes its content), one version, restoring
 * one, and listing an unlisted opening at a moment. Who may: whoever may edit careers (the Recruiter).
 * Every write is audited.
 */
import type { FastifyInstance } from "fastify";
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  ADMIN_MESSAGES,
  adminCareerSchema,
  fromMinorUnits,
  idParamSchema,
  revisionParamSchema,
  type AdminCareerVersion,
  type AdminCareerVersionSummary,
} from "@site/contract";
import { careers, careerVersions } from "../../db/schema";
import { HttpError, parseInput } from "../../lib/http-error";
import {
  careerTags,
  careerVersionStore,
  enqueueCareerPublish,
  type CareerVersionData,
} from "../../lib/publishing/careers";
import { scheduleRoutes, versionRoutes } from "../../lib/publishing/routes";
import { versionSummary } from "../../lib/publishing/versions";
import { descriptionColumns, findCareer, payRangeRequired } from "./careers.routes";
import { doc, refreshSite } from "./shared";

type VersionRow = typeof careerVersions.$inferSelect;
type Plan = { before: Awaited<ReturnType<typeof findCareer>>; data: CareerVersionData };

const cents = (n: number | null) => (n === null ? null : fromMinorUnits(n));

export async function adminCareerEditorialRoutes(app: FastifyInstance) {
  const { db } = app;

  versionRoutes<"save", VersionRow, Plan>(app, {
    path: "/careers/:id/versions",
    what: "an opening (each save that changed it)",
    access: "careers",
    audit: "career.restore",
    store: careerVersionStore,
    item: (params) => {
      const { id } = parseInput(idParamSchema, params);
      return { where: sql`id = ${id} and deleted_at is null`, missing: "Career not found", id };
    },
    number: (params) => parseInput(revisionParamSchema, params).number,
    summary: {
      pick: { title: sql<string>`${careerVersions.data}->>'title'`.as("title") },
      answer: (r): AdminCareerVersionSummary => ({
        ...versionSummary(r),
        title: String((r as Record<string, unknown>).title),
      }),
    },
    version: (r): AdminCareerVersion => {
      const d = r.data as CareerVersionData;
      return {
        ...versionSummary(r),
        title: d.title,
        position_arrangement: d.position_arrangement,
        job_description: d.job_description,
        body_format: d.body_format,
        pay_min: cents(d.pay_min),
        pay_max: cents(d.pay_max),
        pay_currency: d.pay_currency,
        pay_period: d.pay_period,
      };
    },
    restore: {
      async prepare(_request, { tenantId, itemId }, read) {
        const before = await findCareer(db, tenantId, itemId);
        const d = (await read()).data as CareerVersionData;
        // Checked by today's rules, with the opening's status and listing as they are now: an open
        // position needs a pay range, whatever an older version held.
        parseInput(adminCareerSchema, {
          title: d.title,
          position_arrangement: d.position_arrangement,
          job_description: d.job_description,
          body_format: d.body_format,
          status: before.status,
          published: before.published,
          pay_min: cents(d.pay_min),
          pay_max: cents(d.pay_max),
          pay_currency: d.pay_currency,
          pay_period: d.pay_period,
        });
        return { before, data: d };
      },
      async apply(tx, { tenantId, itemId }, { data: d }) {
        await tx
          .update(careers)
          .set({
            title: d.title,
            positionArrangement: d.position_arrangement,
            ...descriptionColumns({ job_description: d.job_description, body_format: d.body_format }),
            payMin: d.pay_min,
            payMax: d.pay_max,
            payCurrency: d.pay_currency,
            payPeriod: d.pay_period,
            updatedAt: new Date(),
          })
          .where(and(eq(careers.tenantId, tenantId), eq(careers.id, itemId)));
      },
      failed: payRangeRequired,
      async finish(request, { tenantId, itemId, number }, { before }) {
        const after = await findCareer(db, tenantId, itemId);
        if (before.published) await refreshSite(app, careerTags(itemId));
        request.auditChange = { summary: `${after.title} (version ${number} restored)`, before, after };
        return after;
      },
    },
  });

  scheduleRoutes(app, {
    path: "/careers/:id/schedule",
    access: "careers",
    docs: {
      schedule: "Schedule an unlisted opening to list itself on the careers page at a moment",
      unschedule: "Cancel an opening's scheduled listing: it stays unlisted",
    },
    audit: { schedule: "career.schedule", unschedule: "career.unschedule" },
    target: (params) => parseInput(idParamSchema, params).id,
    find: findCareer,
    check(_request, _id, before) {
      if (before.published) {
        throw new HttpError(400, ADMIN_MESSAGES.scheduleListed, {
          publish_at: ADMIN_MESSAGES.scheduleListed,
        });
      }
      if (before.archived_at) {
        throw new HttpError(400, ADMIN_MESSAGES.careerArchived, {
          publish_at: ADMIN_MESSAGES.careerArchived,
        });
      }
    },
    async schedule(tx, { tenantId, target: id, at, now }) {
      await tx
        .update(careers)
        .set({ publishAt: at, updatedAt: now })
        .where(and(eq(careers.tenantId, tenantId), eq(careers.id, id)));
      await enqueueCareerPublish(tx, { tenantId, careerId: id, at, now });
    },
    async unschedule(db, tenantId, id) {
      await db
        .update(careers)
        .set({ publishAt: null, updatedAt: new Date() })
        .where(and(eq(careers.tenantId, tenantId), eq(careers.id, id)));
    },
    summary: (_id, after) => ({ summary: after.title }),
  });

  app.post(
    "/careers/:id/archive",
    doc(
      "Archive an opening: off the careers page (unlisted, any schedule cancelled) and out of the default list, under its Archived filter until unarchived",
      "careers",
      { audit: "career.archive" },
    ),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      const before = await findCareer(db, tenantId, id);
      await db
        .update(careers)
        .set({ archivedAt: new Date(), published: false, publishAt: null, updatedAt: new Date() })
        .where(and(eq(careers.tenantId, tenantId), eq(careers.id, id), isNull(careers.archivedAt)));
      if (before.published) await refreshSite(app, careerTags(id));
      const after = await findCareer(db, tenantId, id);
      request.auditChange = {
        summary: after.title,
        before: { published: before.published, publish_at: before.publish_at },
        after: { archived: true, published: false },
      };
      return after;
    },
  );

  app.post(
    "/careers/:id/unarchive",
    doc("Unarchive an opening: back in the list, unlisted until someone lists it", "careers", {
      audit: "career.unarchive",
    }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      await findCareer(db, tenantId, id);
      await db
        .update(careers)
        .set({ archivedAt: null, updatedAt: new Date() })
        .where(and(eq(careers.tenantId, tenantId), eq(careers.id, id)));
      const after = await findCareer(db, tenantId, id);
      request.auditChange = { summary: after.title, before: { archived: true }, after: { archived: false } };
      return after;
    },
  );
}
