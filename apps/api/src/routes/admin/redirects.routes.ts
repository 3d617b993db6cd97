import type { FastifyInstance } from "fastify";
import { and, asc, count, desc, eq, ilike, ne, or } from "drizzle-orm";
import {
  CACHE_TAGS,
  REDIRECTS_MAX,
  REDIRECT_CSV_MAX_ROWS,
  SEO_MESSAGES,
  csvLines,
  fieldErrors,
  idParamSchema,
  matchRedirect,
  redirectCsvSchema,
  redirectInputSchema,
  redirectsQuerySchema,
  type NotFoundRow,
  type Redirect,
  type RedirectImportResult,
  type RedirectImportRow,
  type RedirectSource,
  type RedirectStatus,
} from "@site/contract";
import type { Db } from "../../db/client";
import { notFoundLog, redirects } from "../../db/schema";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { forgetNotFound, redirectRules } from "../../lib/redirects";
import { escapeLike } from "../blog-posts/blog-posts.queries";
import { doc, isUniqueViolation, isoNotNull, refreshSite } from "./shared";

type Row = typeof redirects.$inferSelect;

function toRedirect(r: Row): Redirect {
  return {
    id: r.id,
    from_path: r.fromPath,
    to_path: r.toPath,
    status: r.status as RedirectStatus,
    source: r.source as RedirectSource,
    updated_date: isoNotNull(r.updatedAt),
  };
}

async function findRedirect(db: Db, tenantId: string, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(redirects)
    .where(and(eq(redirects.tenantId, tenantId), eq(redirects.id, id)))
    .limit(1);
  if (!row) throw notFound("Redirect not found");
  return row;
}

const fromTaken = () => new HttpError(409, SEO_MESSAGES.fromTaken, { from_path: SEO_MESSAGES.fromTaken });

async function assertFromFree(db: Db, tenantId: string, fromPath: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: redirects.id })
    .from(redirects)
    .where(
      and(
        eq(redirects.tenantId, tenantId),
        eq(redirects.fromPath, fromPath),
        exceptId ? ne(redirects.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw fromTaken();
}

async function redirectCount(db: Db, tenantId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(redirects).where(eq(redirects.tenantId, tenantId));
  return Number(row?.n ?? 0);
}

/**
 * The team's redirects and 404 log (issue 32), for Editors and Administrators ("redirects"). Every
 * change expires the site's "redirects" tag, so every instance's proxy answers the new rules at once.
 */
export async function adminRedirectRoutes(app: FastifyInstance) {
  const { db } = app;
  const refresh = () => refreshSite(app, [CACHE_TAGS.redirects]);

  app.get("/redirects", doc("The site's redirects, newest change first", "redirects"), async (request) => {
    const { q } = parseInput(redirectsQuerySchema, request.query);
    const words = q ? `%${escapeLike(q)}%` : undefined;
    const rows = await db
      .select()
      .from(redirects)
      .where(
        and(
          eq(redirects.tenantId, request.tenantId),
          words ? or(ilike(redirects.fromPath, words), ilike(redirects.toPath, words)) : undefined,
        ),
      )
      .orderBy(desc(redirects.updatedAt), desc(redirects.id));
    return { content: rows.map(toRedirect), totalElements: rows.length };
  });

  app.post(
    "/redirects",
    doc("Add a redirect (exact path or /old/:slug pattern, 301 or 302)", "redirects", {
      audit: "redirect.create",
    }),
    async (request) => {
      const input = parseInput(redirectInputSchema, request.body ?? {});
      const tenantId = request.tenantId;
      await assertFromFree(db, tenantId, input.from_path);
      if ((await redirectCount(db, tenantId)) >= REDIRECTS_MAX)
        throw new HttpError(400, SEO_MESSAGES.tooMany);
      const row = await db
        .transaction(async (tx) => {
          const [created] = await tx
            .insert(redirects)
            .values({
              tenantId,
              fromPath: input.from_path,
              toPath: input.to_path,
              status: input.status,
              source: "manual",
            })
            .returning();
          await forgetNotFound(tx, tenantId, [input.from_path]);
          return created!;
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw fromTaken();
          throw err;
        });
      await refresh();
      const after = toRedirect(row);
      request.auditChange = { targetId: row.id, summary: `${row.fromPath} → ${row.toPath}`, after };
      return after;
    },
  );

  app.put(
    "/redirects/:id",
    doc("Edit a redirect", "redirects", { audit: "redirect.update" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      const before = toRedirect(await findRedirect(db, tenantId, id));
      const input = parseInput(redirectInputSchema, request.body ?? {});
      await assertFromFree(db, tenantId, input.from_path, id);
      await db
        .update(redirects)
        .set({
          fromPath: input.from_path,
          toPath: input.to_path,
          status: input.status,
          updatedAt: new Date(),
        })
        .where(and(eq(redirects.tenantId, tenantId), eq(redirects.id, id)))
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw fromTaken();
          throw err;
        });
      await refresh();
      const after = toRedirect(await findRedirect(db, tenantId, id));
      request.auditChange = { summary: `${after.from_path} → ${after.to_path}`, before, after };
      return after;
    },
  );

  app.delete(
    "/redirects/:id",
    doc("Remove a redirect: its old address answers 404 again", "redirects", { audit: "redirect.delete" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const before = toRedirect(await findRedirect(db, request.tenantId, id));
      await db.delete(redirects).where(and(eq(redirects.tenantId, request.tenantId), eq(redirects.id, id)));
      await refresh();
      request.auditChange = { summary: `${before.from_path} → ${before.to_path}`, before };
      return { deleted: id };
    },
  );

  app.post(
    "/redirects/import",
    doc(
      "Import redirects from CSV text (old address, new address, optional 301 or 302 per row): each row is created, updated or refused with its own message",
      "redirects",
      { audit: "redirect.import" },
    ),
    async (request): Promise<RedirectImportResult> => {
      const { csv } = parseInput(redirectCsvSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const lines = csvLines(csv);
      if (lines.length === 0) throw new HttpError(400, SEO_MESSAGES.csvEmpty, { csv: SEO_MESSAGES.csvEmpty });
      if (lines.length > REDIRECT_CSV_MAX_ROWS) {
        throw new HttpError(400, SEO_MESSAGES.csvTooLong, { csv: SEO_MESSAGES.csvTooLong });
      }
      const rows: RedirectImportRow[] = [];
      const result = await db.transaction(async (tx) => {
        let total = await redirectCount(tx, tenantId);
        const seen = new Set<string>();
        let created = 0;
        let updated = 0;
        for (const { line, cells } of lines) {
          const [from = "", to = "", status, ...rest] = cells;
          const refuse = (message: string) => rows.push({ line, from_path: from, outcome: "error", message });
          if (!from || !to || rest.some((c) => c !== "")) {
            refuse(SEO_MESSAGES.csvColumns);
            continue;
          }
          const parsed = redirectInputSchema.safeParse({
            from_path: from,
            to_path: to,
            ...(status ? { status } : {}),
          });
          if (!parsed.success) {
            refuse(Object.values(fieldErrors(parsed.error))[0] ?? SEO_MESSAGES.csvColumns);
            continue;
          }
          const input = parsed.data;
          if (seen.has(input.from_path)) {
            refuse("This old address is already on an earlier row");
            continue;
          }
          seen.add(input.from_path);
          const [existing] = await tx
            .select({ id: redirects.id })
            .from(redirects)
            .where(and(eq(redirects.tenantId, tenantId), eq(redirects.fromPath, input.from_path)))
            .limit(1);
          if (existing) {
            await tx
              .update(redirects)
              .set({ toPath: input.to_path, status: input.status, source: "import", updatedAt: new Date() })
              .where(eq(redirects.id, existing.id));
            updated++;
            rows.push({ line, from_path: input.from_path, outcome: "updated", message: "Updated" });
          } else if (total >= REDIRECTS_MAX) {
            refuse(SEO_MESSAGES.tooMany);
            continue;
          } else {
            await tx.insert(redirects).values({
              tenantId,
              fromPath: input.from_path,
              toPath: input.to_path,
              status: input.status,
              source: "import",
            });
            total++;
            created++;
            rows.push({ line, from_path: input.from_path, outcome: "created", message: "Created" });
          }
        }
        await forgetNotFound(tx, tenantId, [...seen]);
        return { created, updated };
      });
      const failed = rows.filter((r) => r.outcome === "error").length;
      if (result.created + result.updated > 0) await refresh();
      request.auditChange = {
        targetType: "redirects",
        summary: `${result.created} created, ${result.updated} updated, ${failed} refused`,
      };
      return { ...result, failed, rows };
    },
  );

  app.get(
    "/not-found-log",
    doc(
      "Addresses that answered 404, most frequent first, with the redirect that now answers each",
      "redirects",
    ),
    async (request) => {
      const tenantId = request.tenantId;
      const [rows, rules] = await Promise.all([
        db
          .select()
          .from(notFoundLog)
          .where(eq(notFoundLog.tenantId, tenantId))
          .orderBy(desc(notFoundLog.count), desc(notFoundLog.lastSeen), asc(notFoundLog.id)),
        redirectRules(db, tenantId),
      ]);
      const content: NotFoundRow[] = rows.map((r) => ({
        id: r.id,
        path: r.path,
        count: r.count,
        last_seen: isoNotNull(r.lastSeen),
        referrer_host: r.referrerHost,
        redirected_to: matchRedirect(rules, r.path)?.to ?? null,
      }));
      return { content, totalElements: content.length };
    },
  );

  app.delete(
    "/not-found-log/:id",
    doc("Dismiss an address from the 404 log", "redirects", { audit: "not_found.dismiss" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const [row] = await db
        .delete(notFoundLog)
        .where(and(eq(notFoundLog.tenantId, request.tenantId), eq(notFoundLog.id, id)))
        .returning({ path: notFoundLog.path });
      if (!row) throw notFound("That address is not in the log");
      request.auditChange = { summary: row.path };
      return { deleted: id };
    },
  );
}
