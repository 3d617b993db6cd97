/**
 * The admin API's gate, for every route under /admin except sign-in and the links of e-mails:
 * 1. onRoute: every route declares who may call it (`config.access`, set by routes/admin/shared.ts's
 *    doc()); a route without it stops the API at start, so none can be forgotten;
 * 2. onRequest: the caller is a person with an open session or a machine with a live key, of the tenant
 *    the call names (else 401);
 * 3. preHandler: the caller's roles give one of the route's permissions (else 403);
 * 4. onSend: a successful write, or a read the route marks as sensitive, goes to the audit trail.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TEAM_MESSAGES, can, tenantQuerySchema, type TeamPermission } from "@site/contract";
import { HttpError, parseInput } from "../http-error";
import { recordAudit } from "./audit";
import { credentialOf, resolvePrincipal, type Principal } from "./principal";

/** Permissions any of which let a caller through, or "self": any signed-in person (never a key). */
export type RouteAccess = readonly TeamPermission[] | "self";

export type AuditChange = {
  /** Overrides the target taken from the route (`:id`). */
  targetType?: string;
  targetId?: string | number;
  summary?: string;
  before?: unknown;
  after?: unknown;
};

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The trail's action name; false: never recorded (a preview). Reads are recorded only when named. */
    audit?: string | false;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** What a handler adds to its audit entry: the values before and after an edit, a summary. */
    auditChange?: AuditChange;
  }
}

function unauthorized(reply: FastifyReply) {
  return reply
    .code(401)
    .header("www-authenticate", 'Bearer realm="admin"')
    .header("cache-control", "no-store")
    .send({ message: "Unauthorized" });
}

/** `post /blog-posts/:id/publish` → `blog-posts.publish`: the default action name of a write. */
export function defaultAction(method: string, url: string): string {
  const parts = url
    .replace(/^\/admin/, "")
    .split("/")
    .filter((p) => p && !p.startsWith(":"));
  const verb = { POST: "create", PUT: "update", DELETE: "delete", PATCH: "update" }[method] ?? "read";
  if (parts.length <= 1) return `${parts[0] ?? "admin"}.${verb}`;
  return parts.join(".");
}

/** Installs the gate on an encapsulated scope. Call before registering that scope's routes. */
export function installAccessGate(app: FastifyInstance) {
  app.decorateRequest("principal", null);
  app.decorateRequest("auditChange", undefined);

  app.addHook("onRoute", (route) => {
    if (!route.config?.access) {
      throw new Error(
        `admin route ${String(route.method)} ${route.url} declares no access (doc(summary, access))`,
      );
    }
  });

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    const principal = await resolvePrincipal(app.db, credentialOf(request.headers.authorization), {
      idleMinutes: app.config.TEAM_SESSION_IDLE_MINUTES,
      maxHours: app.config.TEAM_SESSION_MAX_HOURS,
    });
    if (!principal) {
      request.log.warn({ event: "admin_auth_refused" }, "admin request refused: no valid session or key");
      return unauthorized(reply);
    }
    const { tenant_id } = parseInput(tenantQuerySchema, request.query ?? {});
    if (tenant_id !== principal.tenantId) {
      // A key or session of another tenant: as good as none here.
      return unauthorized(reply);
    }
    request.tenantId = tenant_id;
    request.principal = principal;
  });

  app.addHook("preHandler", async (request) => {
    const access = request.routeOptions.config.access;
    // No access config: the scope's not-found handler (every route declares one, see onRoute).
    if (!access) return;
    const principal = request.principal!;
    const allowed =
      access === "self" ? principal.kind === "user" : !!access && can(principal.roles, ...access);
    if (!allowed) throw new HttpError(403, TEAM_MESSAGES.forbidden);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode !== 200 || !request.principal) return payload;
    const config = request.routeOptions.config;
    if (config.audit === false) return payload;
    const write = request.method !== "GET" && request.method !== "HEAD";
    const url = request.routeOptions.url ?? request.url;
    const action = config.audit ?? (write ? defaultAction(request.method, url) : undefined);
    if (!action) return payload;
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const change = request.auditChange ?? {};
    await recordAudit(app.db, {
      tenantId: request.tenantId,
      actor: request.principal,
      action,
      targetType: change.targetType ?? action.split(".")[0],
      targetId: change.targetId ?? params.id ?? params.type ?? null,
      summary: change.summary ?? null,
      before: change.before,
      after: change.after,
      ip: request.ip,
      requestId: request.id,
    });
    return payload;
  });
}
