import type { FastifyInstance } from "fastify";
import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, sql } from "drizzle-orm";
import {
  ADMIN_MESSAGES,
  adminCareerSchema,
  adminCareersQuerySchema,
  adminCareerStatusSchema,
  adminPreviewSchema,
  type AdminDeletedItem,
  type BodyFormat,
  readTimeMinutes,
  UNDO_DELETE_DAYS,
  idParamSchema,
  type AdminCareer,
  type AdminCareerCounts,
  type AdminCareerSort,
  type CareerStatus,
  CACHE_TAGS,
  seoFieldsSchema,
  fromMinorUnits,
  PAY_MESSAGES,
  type PayCurrency,
  type PayPeriod,
  toMinorUnits,
} from "@site/contract";
import { renderRichText } from "@site/rich-text/markdown";
import type { Db } from "../../db/client";
import { applications, careers } from "../../db/schema";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { escapeLike } from "../blog-posts/blog-posts.queries";
import { careerVersionStore, lockCareer } from "../../lib/publishing/careers";
import { revisionAuthor } from "../../lib/publishing/versions";
import { doc, iso, isoNotNull, paged, refreshSite } from "./shared";

// The outer column is spelled out: Drizzle leaves columns unqualified in a one-table select, and inside
// the subquery a bare "id" would bind to the inner table.
const applicantCount = sql<number>`(select count(*)::int from ${applications} a where a.career_id = "careers"."id")`;

const columns = {
  id: careers.id,
  title: careers.title,
  status: careers.status,
  positionArrangement: careers.positionArrangement,
  jobDescription: careers.jobDescription,
  descriptionSource: careers.descriptionSource,
  descriptionFormat: careers.descriptionFormat,
  published: careers.published,
  payMin: careers.payMin,
  payMax: careers.payMax,
  payCurrency: careers.payCurrency,
  payPeriod: careers.payPeriod,
  updatedAt: careers.updatedAt,
  createdAt: careers.createdAt,
  postedAt: careers.postedAt,
  publishAt: careers.publishAt,
  archivedAt: careers.archivedAt,
  seoTitle: careers.seoTitle,
  seoDescription: careers.seoDescription,
  seoImage: careers.seoImage,
  applicantCount,
};

type Row = {
  id: number;
  title: string;
  status: CareerStatus;
  positionArrangement: string;
  jobDescription: string;
  descriptionSource: string | null;
  descriptionFormat: BodyFormat;
  published: boolean;
  payMin: number | null;
  payMax: number | null;
  payCurrency: string | null;
  payPeriod: string | null;
  updatedAt: Date;
  createdAt: Date;
  postedAt: Date;
  publishAt: Date | null;
  archivedAt: Date | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
  applicantCount: number;
};

/** The careers list's orders; each ends on the id, so a page never repeats or skips a row. */
const ORDERS: Record<AdminCareerSort, ReturnType<typeof asc>[]> = {
  updated: [desc(careers.updatedAt), desc(careers.id)],
  posted: [desc(careers.postedAt), desc(careers.id)],
  title: [asc(sql`lower(${careers.title})`), asc(careers.id)],
  applicants: [desc(applicantCount), desc(careers.id)],
};

/**
 * The opening's posting moment after a change to `status`: now when a closed opening is opened again
 * (a new posting), else what it was (SET reads the row's values before the update).
 */
function repostedAt(status: CareerStatus) {
  return status === "OPEN"
    ? sql`case when ${careers.status} = 'CLOSED' then now() else ${careers.postedAt} end`
    : sql`${careers.postedAt}`;
}

function toAdminCareer(r: Row): AdminCareer {
  return {
    id: r.id,
    title: r.title,
    status: r.status,
    position_arrangement: r.positionArrangement,
    job_description: r.jobDescription,
    // An opening saved before the source was kept: its stored HTML is what the editor shows back.
    description_source: r.descriptionSource ?? r.jobDescription,
    body_format: r.descriptionSource === null ? "html" : r.descriptionFormat,
    published: r.published,
    pay_min: r.payMin === null ? null : fromMinorUnits(r.payMin),
    pay_max: r.payMax === null ? null : fromMinorUnits(r.payMax),
    pay_currency: r.payCurrency as PayCurrency | null,
    pay_period: r.payPeriod as PayPeriod | null,
    updated_date: isoNotNull(r.updatedAt),
    created_date: isoNotNull(r.createdAt),
    posted_date: isoNotNull(r.postedAt),
    publish_at: iso(r.publishAt),
    archived_at: iso(r.archivedAt),
    applicant_count: Number(r.applicantCount),
    seo_title: r.seoTitle,
    seo_description: r.seoDescription,
    seo_image: r.seoImage,
  };
}

/** The stored pay columns of a checked input: cents, or all null. */
function payColumns(input: {
  pay_min?: number | null;
  pay_max?: number | null;
  pay_currency?: PayCurrency | null;
  pay_period?: PayPeriod | null;
}) {
  return {
    payMin: input.pay_min == null ? null : toMinorUnits(input.pay_min),
    payMax: input.pay_max == null ? null : toMinorUnits(input.pay_max),
    payCurrency: input.pay_currency ?? null,
    payPeriod: input.pay_period ?? null,
  };
}

/**
 * An OPEN position without a pay range, as the database refuses it (careers_open_pay_ck): opening a
 * position saved without one, or one that lost it meanwhile. The contract refuses the rest earlier.
 */
export function payRangeRequired(err: unknown): never {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "23514")
      throw new HttpError(400, PAY_MESSAGES.required, { pay_min: PAY_MESSAGES.required });
    e = e.cause as typeof e;
  }
  throw err;
}

/** The description as typed and, derived from it, its sanitized HTML (the one sanitizing module). */
export function descriptionColumns(input: { job_description: string; body_format: BodyFormat }) {
  return {
    jobDescription: renderRichText(input.job_description, input.body_format),
    descriptionSource: input.job_description,
    descriptionFormat: input.body_format,
  };
}

/** The team's opening (a deleted one is not found: only its undo reaches it). */
export async function findCareer(db: Db, tenantId: string, id: number): Promise<AdminCareer> {
  const [row] = await db
    .select(columns)
    .from(careers)
    .where(and(eq(careers.tenantId, tenantId), eq(careers.id, id), isNull(careers.deletedAt)))
    .limit(1);
  if (!row) throw notFound("Career not found");
  return toAdminCareer(row);
}

export async function adminCareerRoutes(app: FastifyInstance) {
  const { db } = app;
  const refresh = (id: number) => refreshSite(app, [CACHE_TAGS.careers, CACHE_TAGS.career(id)]);

  app.get(
    "/careers",
    doc(
      "Every career, open, closed or unpublished: by status, words of the title and arrangement; most recently changed first, or by posting date, title or applicants",
      "careers",
    ),
    async (request) => {
      const { page, size, status, q, arrangement, sort } = parseInput(adminCareersQuerySchema, request.query);
      const where = and(
        eq(careers.tenantId, request.tenantId),
        isNull(careers.deletedAt),
        // The archived ones only under their own filter.
        status === "ARCHIVED" ? isNotNull(careers.archivedAt) : isNull(careers.archivedAt),
        status && status !== "ARCHIVED" ? eq(careers.status, status) : undefined,
        q ? ilike(careers.title, `%${escapeLike(q)}%`) : undefined,
        arrangement ? eq(careers.positionArrangement, arrangement) : undefined,
      )!;
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(careers)
          .where(where)
          .orderBy(...ORDERS[sort])
          .limit(size)
          .offset(page * size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(careers)
          .where(where),
      ]);
      return paged(rows.map(toAdminCareer), Number(total?.n ?? 0), size);
    },
  );

  app.post(
    "/careers/preview",
    doc("Render a job description as its public page will show it (Markdown or HTML, sanitized)", "careers", {
      audit: false,
    }),
    async (request) => {
      const { body, body_format } = parseInput(adminPreviewSchema, request.body ?? {});
      const html = renderRichText(body, body_format);
      return { html, read_time: readTimeMinutes(html) };
    },
  );

  app.get(
    "/careers/deleted",
    doc(
      `Careers deleted in the last ${UNDO_DELETE_DAYS} days, most recent first: the ones an Undo can bring back`,
      "careers",
    ),
    async (request): Promise<AdminDeletedItem[]> => {
      const rows = await db
        .select({ id: careers.id, title: careers.title, deletedAt: careers.deletedAt })
        .from(careers)
        .where(
          and(
            eq(careers.tenantId, request.tenantId),
            gt(careers.deletedAt, sql`now() - make_interval(days => ${UNDO_DELETE_DAYS})`),
          ),
        )
        .orderBy(desc(careers.deletedAt), desc(careers.id))
        .limit(50);
      return rows.map((r) => ({ id: r.id, title: r.title, deleted_at: isoNotNull(r.deletedAt!) }));
    },
  );

  app.delete(
    "/careers/:id",
    doc(
      `Delete a career: off the careers page, closed to applications and out of the team's list, kept ${UNDO_DELETE_DAYS} days so it can be undone; its applications stay`,
      "careers",
      { audit: "career.delete" },
    ),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const before = await findCareer(db, request.tenantId, id);
      // Unlisted, so every public query (published) leaves it out; whether it was listed is kept for the undo.
      await db
        .update(careers)
        .set({ deletedAt: new Date(), deletedPublished: before.published, published: false })
        .where(and(eq(careers.tenantId, request.tenantId), eq(careers.id, id), isNull(careers.deletedAt)));
      await refresh(id);
      request.auditChange = {
        summary: before.title,
        before: { published: before.published },
        after: { deleted: true },
      };
      return { id, title: before.title };
    },
  );

  app.post(
    "/careers/:id/undelete",
    doc("Undo a career's deletion: it comes back as it was, listed or not", "careers", {
      audit: "career.undelete",
    }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const updated = await db
        .update(careers)
        .set({
          deletedAt: null,
          published: sql`coalesce(${careers.deletedPublished}, false)`,
          deletedPublished: null,
          // A schedule whose moment passed while the opening was deleted is void: it comes back unlisted.
          publishAt: sql`case when ${careers.publishAt} > now() then ${careers.publishAt} else null end`,
        })
        .where(and(eq(careers.tenantId, request.tenantId), eq(careers.id, id), isNotNull(careers.deletedAt)))
        .returning({ id: careers.id });
      if (updated.length === 0) throw notFound("Career not found");
      await refresh(id);
      const after = await findCareer(db, request.tenantId, id);
      request.auditChange = {
        summary: after.title,
        before: { deleted: true },
        after: { published: after.published },
      };
      return after;
    },
  );

  app.get(
    "/careers/counts",
    doc("How many careers are open and closed, and the arrangements in use", "careers"),
    async (request): Promise<AdminCareerCounts> => {
      const mine = and(eq(careers.tenantId, request.tenantId), isNull(careers.deletedAt));
      const [[row], arrangements] = await Promise.all([
        db
          .select({
            all: sql<number>`(count(*) filter (where ${careers.archivedAt} is null))::int`,
            open: sql<number>`(count(*) filter (where ${careers.status} = 'OPEN' and ${careers.archivedAt} is null))::int`,
            closed: sql<number>`(count(*) filter (where ${careers.status} = 'CLOSED' and ${careers.archivedAt} is null))::int`,
            archived: sql<number>`(count(*) filter (where ${careers.archivedAt} is not null))::int`,
          })
          .from(careers)
          .where(mine),
        db
          .select({ arrangement: careers.positionArrangement, count: sql<number>`count(*)::int` })
          .from(careers)
          .where(mine)
          .groupBy(careers.positionArrangement)
          .orderBy(asc(careers.positionArrangement)),
      ]);
      return {
        all: Number(row?.all ?? 0),
        OPEN: Number(row?.open ?? 0),
        CLOSED: Number(row?.closed ?? 0),
        ARCHIVED: Number(row?.archived ?? 0),
        arrangements: arrangements.map((a) => ({ arrangement: a.arrangement, count: Number(a.count) })),
      };
    },
  );

  app.get("/careers/:id", doc("One career", "careers"), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    return findCareer(db, request.tenantId, id);
  });

  app.post("/careers", doc("Create a career", "careers", { audit: "career.create" }), async (request) => {
    const input = parseInput(adminCareerSchema, request.body ?? {});
    const id = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(careers)
          .values({
            tenantId: request.tenantId,
            title: input.title,
            status: input.status,
            positionArrangement: input.position_arrangement,
            ...descriptionColumns(input),
            published: input.published,
            ...payColumns(input),
          })
          .returning({ id: careers.id });
        // Its first version (the publishing engine's store).
        await careerVersionStore.record(tx, { itemId: row!.id, by: revisionAuthor(request.principal) });
        return row!.id;
      })
      .catch(payRangeRequired);
    await refresh(id);
    return findCareer(db, request.tenantId, id);
  });

  app.put(
    "/careers/:id/seo",
    doc("An opening's SEO title, description and social image (empty: its own)", "careers", {
      audit: "career.seo",
    }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      const before = await findCareer(db, tenantId, id);
      const seo = parseInput(seoFieldsSchema, request.body ?? {});
      await db
        .update(careers)
        .set({
          seoTitle: seo.seo_title ?? null,
          seoDescription: seo.seo_description ?? null,
          seoImage: seo.seo_image ?? null,
        })
        .where(and(eq(careers.tenantId, tenantId), eq(careers.id, id)));
      const after = await findCareer(db, tenantId, id);
      await refreshSite(app, [CACHE_TAGS.career(id)]);
      const pick = (c: AdminCareer) => ({
        seo_title: c.seo_title,
        seo_description: c.seo_description,
        seo_image: c.seo_image,
      });
      request.auditChange = { summary: after.title, before: pick(before), after: pick(after) };
      return after;
    },
  );

  app.put("/careers/:id", doc("Edit a career", "careers", { audit: "career.update" }), async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const input = parseInput(adminCareerSchema, request.body ?? {});
    const before = await findCareer(db, request.tenantId, id);
    if (before.archived_at && input.published) {
      throw new HttpError(400, ADMIN_MESSAGES.careerArchived, { published: ADMIN_MESSAGES.careerArchived });
    }
    const updated = await db
      .transaction(async (tx) => {
        // A save that changes the content keeps a version (after a baseline, the first time).
        await lockCareer(tx, request.tenantId, id);
        const rows = await tx
          .update(careers)
          .set({
            title: input.title,
            status: input.status,
            positionArrangement: input.position_arrangement,
            ...descriptionColumns(input),
            published: input.published,
            // Listed by hand: a schedule it had is void (its job finds no moment to list it at).
            publishAt: input.published ? null : undefined,
            ...payColumns(input),
            updatedAt: new Date(),
            postedAt: repostedAt(input.status),
          })
          .where(and(eq(careers.tenantId, request.tenantId), eq(careers.id, id), isNull(careers.deletedAt)))
          .returning({ id: careers.id });
        if (rows.length) {
          await careerVersionStore.record(tx, { itemId: id, by: revisionAuthor(request.principal) });
        }
        return rows;
      })
      .catch(payRangeRequired);
    if (updated.length === 0) throw notFound("Career not found");
    await refresh(id);
    const after = await findCareer(db, request.tenantId, id);
    request.auditChange = { summary: after.title, before, after };
    return after;
  });

  async function setStatus(tenantId: string, id: number, status: CareerStatus) {
    const updated = await db
      .update(careers)
      .set({ status, updatedAt: new Date(), postedAt: repostedAt(status) })
      .where(and(eq(careers.tenantId, tenantId), eq(careers.id, id), isNull(careers.deletedAt)))
      .returning({ id: careers.id })
      .catch(payRangeRequired);
    if (updated.length === 0) throw notFound("Career not found");
    await refresh(id);
    return findCareer(db, tenantId, id);
  }

  app.post(
    "/careers/:id/status",
    doc("Open or close a career", "careers", { audit: "career.status" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const { status } = parseInput(adminCareerStatusSchema, request.body ?? {});
      return setStatus(request.tenantId, id, status);
    },
  );
  app.post(
    "/careers/:id/open",
    doc("Open a career to applications", "careers", { audit: "career.open" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      return setStatus(request.tenantId, id, "OPEN");
    },
  );
  app.post(
    "/careers/:id/close",
    doc("Close a career: its form is disabled", "careers", { audit: "career.close" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      return setStatus(request.tenantId, id, "CLOSED");
    },
  );
}
