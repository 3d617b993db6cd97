import { randomUUID } from "node:crypto";
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { eq, sql } from "drizzle-orm";
import { API_ERRORS, RESUME_MAX_BYTES, tenantQuerySchema } from "@site/contract";
import type { Db } from "./db/client";
import { tenants } from "./db/schema";
import type { Config } from "./env";
import { rateLimitKey } from "./lib/client-key";
import { HttpError, parseInput } from "./lib/http-error";
import { createSiteNotifier, type NotifySite } from "./lib/revalidate";
import { createNotifier, type Notifier } from "./lib/notify";
import { blogPostRoutes } from "./routes/blog-posts/blog-posts.routes";
import { blogCategoryRoutes } from "./routes/blog-categories/blog-categories.routes";
import { blogAuthorRoutes } from "./routes/blog-authors/blog-authors.routes";
import { blogCommentRoutes } from "./routes/blog-comments/blog-comments.routes";
import { leadRoutes } from "./routes/leads/leads.routes";
import { applicantRoutes } from "./routes/applicants/applicants.routes";
import { careerRoutes } from "./routes/careers/careers.routes";
import { locationRoutes } from "./routes/locations/locations.routes";
import { mediaRoutes } from "./routes/media/media.routes";
import { healthRoutes } from "./routes/health/health.routes";
import { adminRoutes } from "./routes/admin/admin.routes";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Tells the web app which cached pages are stale (fire-and-forget). */
    notifySite: NotifySite;
    /** E-mails the team about new submissions when SMTP_URL is set. */
    notifier: Notifier;
    /** Route config for anonymous writes: `{ config: { rateLimit: app.writeLimit } }`. */
    writeLimit: { max: number; timeWindow: number } | undefined;
  }
  interface FastifyContextConfig {
    /** Without ?tenant_id the call serves DEFAULT_TENANT_ID (only /media). */
    tenantOptional?: boolean;
  }
  interface FastifyRequest {
    /** The validated, existing tenant of this call (set for every tenant-scoped route). */
    tenantId: string;
  }
}

export type BuildAppOptions = {
  db: Db;
  config: Config;
  /** Overrides for tests: a custom window, or a stand-in for the site's revalidation call. */
  rateLimitWindowMs?: number;
  notifySite?: NotifySite;
  notifier?: Notifier;
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Positive answers only: a tenant created a moment ago must not wait out a cached "unknown". */
const TENANT_CACHE_MS = 60_000;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // request.ip is the rightmost X-Forwarded-For address not written by a trusted proxy, or the socket's
    // address when the peer itself is not trusted: only listed proxies can name a client.
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: 300 },
    // Addresses the router cannot read (a broken %-escape, a segment over maxParamLength) never reach the
    // error handler: answer them in the usual `{ message }` shape too, not Fastify's own.
    frameworkErrors: (error, request, routerReply) => {
      const reply = routerReply as unknown as FastifyReply;
      reply.header("x-request-id", request.id);
      if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
        return reply.code(404).send({ message: API_ERRORS.notFound });
      }
      return reply.code(400).send({ message: "The address is not valid" });
    },
    // Probes would drown the log; every other request is logged once it completes.
    logController: new LogController({
      disableRequestLogging: (request) => request.url === "/health" || request.url === "/ready",
    }),
    // One id per request in every log line and in the X-Request-Id answer header: the caller's own
    // (a proxy's or the web app's) when it is a plain token, else a fresh UUID.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  app.decorate("db", db);
  app.decorate("config", config);
  app.decorate(
    "notifySite",
    options.notifySite ??
      createSiteNotifier({ url: config.REVALIDATE_URL, secret: config.REVALIDATE_SECRET, logger: app.log }),
  );
  app.decorate(
    "notifier",
    options.notifier ??
      createNotifier({
        smtpUrl: config.SMTP_URL,
        from: config.NOTIFY_FROM,
        to: config.NOTIFY_TO,
        logger: app.log,
      }),
  );
  app.addHook("onClose", async () => app.notifier.close());
  app.decorate(
    "writeLimit",
    config.RATE_LIMIT_DISABLED
      ? undefined
      : { max: config.RATE_LIMIT_MAX, timeWindow: options.rateLimitWindowMs ?? 60_000 },
  );
  app.decorateRequest("tenantId", "");

  // Validation lives in zod (the contract's schemas, inside handlers); route schemas only document.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // JSON as usual, except that an empty body is no body: the site's like and view calls send none.
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (typeof body === "string" && body.trim() === "") return done(null, undefined);
    defaultJson(request, body as string, done);
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    const status = error.statusCode ?? 500;
    switch (error.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return reply.code(400).send({ message: API_ERRORS.badJson });
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      case "FST_INVALID_MULTIPART_CONTENT_TYPE":
        return reply.code(415).send({ message: "This content type is not accepted" });
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return reply.code(413).send({ message: "The request body is too large" });
      case "FST_REQ_FILE_TOO_LARGE":
        return reply.code(413).send({ message: API_ERRORS.fileTooLarge });
      case "FST_PARTS_LIMIT":
      case "FST_FILES_LIMIT":
      case "FST_FIELDS_LIMIT":
        return reply.code(413).send({ message: "The form has too many parts" });
    }
    if (status === 429) return reply.code(429).send({ message: API_ERRORS.rateLimited });
    if (status === 413 || status === 415 || status === 404) {
      return reply.code(status).send({ message: error.message });
    }
    if (status >= 400 && status < 500) {
      // Anything else a client caused (malformed multipart, bad content length…) is a bad request.
      return reply.code(400).send({ message: error.message || API_ERRORS.validation });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Something went wrong on our side" });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: API_ERRORS.notFound }));

  await app.register(helmet, {
    // JSON and media only: nothing may run, frame or load from these responses (the docs set their own).
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });

  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: RESUME_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 12,
      headerPairs: 50,
    },
  });

  if (app.writeLimit) {
    await app.register(rateLimit, {
      global: false,
      keyGenerator: rateLimitKey,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: API_ERRORS.rateLimited,
        retryAfterMs: context.ttl,
      }),
    });
  }

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Cobaltline website API",
        description:
          "Content, engagement, leads, careers and location data for the public website. Every call but /health, /ready and /docs takes `tenant_id`. Errors are `{ message, errors? }`.",
        version: "1.0.0",
      },
      tags: [
        { name: "blog", description: "Posts, categories, authors, comments and engagement" },
        { name: "leads", description: "Contact, UX review and newsletter" },
        { name: "careers", description: "Openings and applications" },
        { name: "location", description: "Countries, states and cities" },
        { name: "media", description: "Images" },
        { name: "operations", description: "Health and readiness" },
        { name: "admin", description: "The team's moderation and content management (bearer ADMIN_TOKEN)" },
      ],
      components: {
        securitySchemes: { adminToken: { type: "http", scheme: "bearer", description: "ADMIN_TOKEN" } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });

  await app.register(healthRoutes);

  const tenantSeen = new Map<string, number>();
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      // Media are public images that the site links by path alone; without a tenant they are the default's.
      const fallback = request.routeOptions.config.tenantOptional && query.tenant_id === undefined;
      const { tenant_id } = fallback
        ? { tenant_id: config.DEFAULT_TENANT_ID }
        : parseInput(tenantQuerySchema, query);
      const seen = tenantSeen.get(tenant_id);
      if (seen === undefined || Date.now() - seen > TENANT_CACHE_MS) {
        const [row] = await db
          .select({ id: tenants.id })
          .from(tenants)
          .where(eq(tenants.id, tenant_id))
          .limit(1);
        if (!row) throw new HttpError(404, API_ERRORS.unknownTenant);
        tenantSeen.set(tenant_id, Date.now());
      }
      request.tenantId = tenant_id;
    });
    await scope.register(blogPostRoutes);
    await scope.register(blogCategoryRoutes);
    await scope.register(blogAuthorRoutes);
    await scope.register(blogCommentRoutes);
    await scope.register(leadRoutes);
    await scope.register(applicantRoutes);
    await scope.register(careerRoutes);
    await scope.register(locationRoutes);
    await scope.register(mediaRoutes);
  });

  // The team's API: its own token check comes before its tenant check (routes/admin/admin.routes.ts).
  await app.register(adminRoutes, { prefix: "/admin" });

  return app;
}

/** `select 1` through the app's pool: the readiness probe. */
export async function databaseReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
