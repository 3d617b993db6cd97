import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { and, eq } from "drizzle-orm";
import { media } from "../../db/schema";
import { docs } from "../../lib/docs";
import { notFound } from "../../lib/http-error";

/** Safe relative paths only: letters, digits, dashes, underscores and dots, no "..", no empty segments. */
const MEDIA_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/){0,5}[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** An SVG is shown as an image; opened directly it may neither run script nor load anything. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export async function mediaRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/media/*",
    {
      config: { tenantOptional: true },
      schema: docs({
        summary:
          "An image by its site-relative path, e.g. /media/blog/<slug>.svg; without tenant_id, the default tenant's",
        tags: ["media"],
        params: z.object({ "*": z.string() }),
        response: z.string().describe("The file"),
        errors: [400, 404],
      }),
    },
    async (request, reply) => {
      const rest = (request.params as { "*": string })["*"];
      if (!MEDIA_PATH.test(rest) || rest.split("/").some((s) => s === "." || s === "..")) {
        throw notFound();
      }
      const [file] = await db
        .select({ contentType: media.contentType, content: media.content, updatedAt: media.updatedAt })
        .from(media)
        .where(and(eq(media.tenantId, request.tenantId), eq(media.path, `/media/${rest}`)))
        .limit(1);
      if (!file) throw notFound();
      const etag = `"${createHash("sha1").update(file.content).digest("base64url")}"`;
      reply
        .header("content-type", file.contentType)
        .header("cache-control", "public, max-age=86400, stale-while-revalidate=604800")
        .header("etag", etag)
        .header("last-modified", file.updatedAt.toUTCString())
        .header("x-content-type-options", "nosniff");
      if (file.contentType.startsWith("image/svg+xml")) reply.header("content-security-policy", SVG_CSP);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.send(file.content);
    },
  );
}
