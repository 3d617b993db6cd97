/**
 * Every admin route × every role (issue 18: "an API test walks every admin route × every role and asserts
 * allowed or 403").
 *
 * The routes are not listed here: the real app is built with an onRoute hook that sees each route as it
 * is registered, so a route added later joins the matrix by itself. Each route's expectation is worked
 * out twice, and the two must agree:
 * - from what the route declares (`config.access`, set by doc()) through the contract's ROLE_PERMISSIONS
 *   (`can`), the same rule the gate applies;
 * - from TABLE below, this file's own statement of what each role is for, written from the issue and
 *   independent of the routes: moderators moderate comments, sales reads leads, a contributor writes
 *   drafts but does not publish, an editor runs the content but not the team, and so on.
 * A route whose declaration says otherwise than TABLE (a typo in doc(), a permission too wide) fails here
 * before anyone calls it; a route TABLE has no rule for fails too, so a new area is a decision, not an
 * accident. Then every route is called by a key and by a signed-in person of every role (and of two roles
 * at once): allowed is any answer but 401 and 403 (the calls carry ids no row has and no body, so a 400 or
 * 404 is the handler's own answer and proves the gate let the call through, without changing anything);
 * refused is 403 with TEAM_MESSAGES.forbidden. Without a credential every gated route is 401, and the
 * routes under /admin/auth (sign-in, the links of e-mails) are not gated at all.
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { TEAM_MESSAGES, TEAM_ROLES, can, type TeamRole } from "@site/contract";
import { seedTenant } from "../../db/seed";
import { teamUsers } from "../../db/schema";
import { revokeApiKey } from "../../lib/auth/keys";
import { closeDb, newTenantId } from "../../test/context";
import { fixture } from "../../test/fixture";
import {
  collectAdminRoutes,
  createAdminTestContext,
  type AdminRoute,
  type TestKey,
  type TestSession,
} from "./admin-test-context";

type Route = AdminRoute;
type Method = Route["method"];

/** Who TABLE lets through besides the owner and administrators, who may do everything. */
type Who = readonly TeamRole[] | "every person";

/**
 * What each role is for, by area of the admin API (paths under /admin). The first rule that matches a
 * route applies. Owners and administrators are allowed everywhere a rule names roles; "every person"
 * is one's own account: any role signed in as a person, never a machine key.
 */
const TABLE: { area: string; path: RegExp; methods?: readonly Method[]; who: Who }[] = [
  { area: "comments", path: /^\/comments(\/|$)/, who: ["moderator"] },
  { area: "leads and their export", path: /^\/leads(\/|$)/, who: ["sales"] },
  {
    area: "the sales pipeline: leads' status, owner, notes, follow-ups",
    path: /^\/pipeline(\/|$)/,
    who: ["sales"],
  },
  {
    area: "recruiting: stages, notes, scorecards, candidate e-mails, templates and reminders (issue 32)",
    path: /^\/applicants\/(:id(\/(stage|notes|scorecard|email))?|templates(\/:kind)?|reminders)$/,
    who: ["recruiter"],
  },
  { area: "applicants and resumes", path: /^\/applicants(\/|$)/, who: ["recruiter"] },
  { area: "careers", path: /^\/careers(\/|$)/, who: ["recruiter"] },
  {
    area: "publishing",
    path: /^\/blog-posts\/(:id\/(publish|unpublish|schedule|archive|unarchive)|bulk(\/undelete)?)$/,
    who: ["editor"],
  },
  { area: "posts and drafts", path: /^\/blog-posts(\/|$)/, who: ["editor", "contributor"] },
  {
    area: "authors and categories, to pick for a post",
    path: /^\/(authors|categories)(\/|$)/,
    methods: ["GET"],
    who: ["editor", "contributor"],
  },
  { area: "authors and categories, changes", path: /^\/(authors|categories)(\/|$)/, who: ["editor"] },
  { area: "images of posts and authors", path: /^\/media\//, who: ["editor", "contributor"] },
  { area: "real-user speed (Web Vitals)", path: /^\/web-vitals$/, who: ["editor"] },
  { area: "the marketing pages' content", path: /^\/content(\/|$)/, who: ["editor"] },
  { area: "redirects and the 404 log", path: /^\/(redirects|not-found-log)(\/|$)/, who: ["editor"] },
  { area: "the marketing pages' SEO fields (issue 32)", path: /^\/page-seo(\/|$)/, who: ["editor"] },
  { area: "people, invitations and their sessions", path: /^\/(people|sessions)(\/|$)/, who: [] },
  { area: "API keys", path: /^\/keys(\/|$)/, who: [] },
  { area: "the audit trail", path: /^\/audit(\/|$)/, who: [] },
  { area: "privacy requests", path: /^\/privacy(\/|$)/, who: [] },
  { area: "settings and retention", path: /^\/settings(\/|$)/, who: [] },
  { area: "outbound webhooks and their delivery log", path: /^\/webhooks(\/|$)/, who: [] },
  { area: "one's own account", path: /^\/me(\/|$)/, who: "every person" },
];

const EVERYWHERE: readonly TeamRole[] = ["owner", "administrator"];

function ruleOf(route: Route) {
  return TABLE.find((r) => r.path.test(route.path) && (!r.methods || r.methods.includes(route.method)));
}

type Caller = { label: string; kind: "key" | "user"; roles: TeamRole[]; headers: { authorization: string } };

/** Whether TABLE lets the caller call the route (undefined: TABLE has no rule for it). */
function tableAllows(route: Route, caller: Caller): boolean | undefined {
  const rule = ruleOf(route);
  if (!rule) return undefined;
  if (rule.who === "every person") return caller.kind === "user";
  const who = rule.who;
  return caller.roles.some((role) => EVERYWHERE.includes(role) || who.includes(role));
}

/** Whether the route's declared access, read through the contract's ROLE_PERMISSIONS, lets the caller in. */
function declaredAllows(route: Route, caller: Caller): boolean {
  if (route.access === "self") return caller.kind === "user";
  return !!route.access && can(caller.roles, ...route.access);
}

// ── The app, its routes and the callers ──

const { onRoute, routes } = collectAdminRoutes();
const ctx = await createAdminTestContext({}, { onRoute });
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

const publicRoutes = routes.filter((r) => r.path.startsWith("/auth/"));
const gatedRoutes = routes.filter((r) => !r.path.startsWith("/auth/"));

/** Every role alone, and one person holding two (a person may hold several: they add up). */
const ROLE_SETS: TeamRole[][] = [...TEAM_ROLES.map((r) => [r]), ["moderator", "sales"]];
const callers: Caller[] = [];
for (const roles of ROLE_SETS) {
  const key: TestKey = await ctx.keyFor(roles);
  const person: TestSession = await ctx.sessionFor(roles);
  callers.push({ label: `key of ${roles.join("+")}`, kind: "key", roles, headers: key.headers });
  callers.push({ label: `${roles.join("+")} signed in`, kind: "user", roles, headers: person.headers });
}

/** No row has it: an allowed call reaches the handler, which answers 404 (or 400) and changes nothing. */
const NO_SUCH_ID = "999999999";
const PARAMS: Record<string, string> = { id: NO_SUCH_ID, type: "contact", folder: "blog" };

function urlOf(route: Route): string {
  return `/admin${route.path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? NO_SUCH_ID)}`;
}

function call(route: Route, headers: Record<string, string>, tenantId = ctx.tenantId) {
  return ctx.app.inject({ method: route.method, url: urlOf(route), query: { tenant_id: tenantId }, headers });
}

const name = (route: Route) => `${route.method} /admin${route.path}`;

// ── The matrix ──

describe("the admin routes", () => {
  it("are found: the content routes, the team's own and the public sign-in routes", () => {
    const names = routes.map(name);
    for (const expected of [
      "GET /admin/comments",
      "POST /admin/comments/:id/approve",
      "GET /admin/leads/:type/export",
      "GET /admin/pipeline",
      "PUT /admin/pipeline/:id",
      "POST /admin/pipeline/bulk",
      "GET /admin/applicants/:id/resume",
      "GET /admin/applicants/:id",
      "POST /admin/applicants/:id/stage",
      "POST /admin/applicants/:id/notes",
      "PUT /admin/applicants/:id/scorecard",
      "POST /admin/applicants/:id/email",
      "GET /admin/applicants/templates",
      "PUT /admin/applicants/templates/:kind",
      "POST /admin/applicants/reminders",
      "POST /admin/careers",
      "PUT /admin/blog-posts/:id",
      "POST /admin/blog-posts/:id/publish",
      "DELETE /admin/blog-posts/:id",
      "POST /admin/blog-posts/:id/undelete",
      "DELETE /admin/careers/:id",
      "POST /admin/careers/:id/undelete",
      "POST /admin/careers/preview",
      "DELETE /admin/authors/:id",
      "POST /admin/media/:folder",
      "POST /admin/content/:kind/:key/publish",
      "POST /admin/content/:kind",
      "POST /admin/content/:kind/reorder",
      "POST /admin/content/:kind/:key/unpublish",
      "DELETE /admin/content/:kind/:key",
      "GET /admin/redirects",
      "POST /admin/redirects/import",
      "DELETE /admin/not-found-log/:id",
      "GET /admin/me",
      "GET /admin/audit",
      "POST /admin/auth/sign-in",
    ]) {
      expect(names).toContain(expected);
    }
    console.info(
      `roles matrix: ${gatedRoutes.length} gated routes × ${callers.length} callers, ${publicRoutes.length} public routes\n` +
        routes.map((r) => `  ${name(r)}  ${r.access ? JSON.stringify(r.access) : "(public)"}`).join("\n"),
    );
  });

  it("all declare who may call them, except the public ones under /admin/auth", () => {
    expect(gatedRoutes.filter((r) => !r.access).map(name)).toEqual([]);
    expect(publicRoutes.filter((r) => r.access).map(name)).toEqual([]);
  });

  it("each declare the access this file's table of roles gives their area", () => {
    const unknown = gatedRoutes.filter((r) => !ruleOf(r)).map(name);
    expect(unknown, "routes no rule of TABLE covers: add their area").toEqual([]);
    const disagree: string[] = [];
    for (const route of gatedRoutes) {
      for (const caller of callers) {
        const table = tableAllows(route, caller);
        const declared = declaredAllows(route, caller);
        if (table !== declared) {
          disagree.push(
            `${name(route)} declares ${JSON.stringify(route.access)}: ${caller.label} ${declared ? "allowed" : "refused"}, ` +
              `but "${ruleOf(route)!.area}" ${table ? "allows" : "refuses"} it`,
          );
        }
      }
    }
    expect(disagree).toEqual([]);
  });
});

describe("every gated admin route × every role", () => {
  for (const route of gatedRoutes) {
    it(`${name(route)}: allowed or 403 for keys and people of each role, 401 without a credential`, async () => {
      const wrong: string[] = [];
      const none = await call(route, {});
      if (none.statusCode !== 401) wrong.push(`no credential: ${none.statusCode}, not 401`);
      for (const caller of callers) {
        // TABLE and the declaration agree (the test above); unknown to TABLE, the declaration decides.
        const allowed = tableAllows(route, caller) ?? declaredAllows(route, caller);
        const res = await call(route, caller.headers);
        if (allowed && (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)) {
          wrong.push(
            `${caller.label}: ${res.statusCode} ${res.body}, should be let through (and never a 5xx)`,
          );
        }
        if (!allowed && (res.statusCode !== 403 || res.json().message !== TEAM_MESSAGES.forbidden)) {
          wrong.push(
            `${caller.label}: ${res.statusCode} ${res.body}, should be 403 "${TEAM_MESSAGES.forbidden}"`,
          );
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe("the public routes under /admin/auth", () => {
  it("exist (sign-in, sign-out, the links of e-mails, passkey sign-in)", () => {
    expect(publicRoutes.map(name)).toEqual(
      expect.arrayContaining([
        "POST /admin/auth/sign-in",
        "POST /admin/auth/sign-out",
        "GET /admin/auth/link",
        "POST /admin/auth/accept",
        "POST /admin/auth/reset-request",
        "POST /admin/auth/reset",
        "POST /admin/auth/passkey/options",
        "POST /admin/auth/passkey/verify",
      ]),
    );
  });

  for (const route of publicRoutes) {
    it(`${name(route)} answers without a credential, not through the gate`, async () => {
      const res = await call(route, {});
      expect(res.statusCode, res.body).not.toBe(403);
      // The gate's refusal names its scheme; a route of its own may refuse a sign-in, never like that.
      expect(res.headers["www-authenticate"]).toBeUndefined();
      expect(res.statusCode, res.body).toBeLessThan(500);
    });
  }
});

// ── What the matrix cannot show with ids no row has ──

const draftBody = (slug: string, title: string) => ({
  title,
  slug,
  summary: "What a contributor wrote and an editor will publish.",
  body: "A first paragraph.",
  author_slug: "ada-quill",
  category_ids: [ctx.seed.categoryIds.get(1)!],
  hero_image_path: "/media/blog/post-one.svg",
  hero_image_alt_text: "A desk",
  hero_image_title: "Draft",
});

describe("a contributor", () => {
  it("writes and edits a draft, but cannot publish it or edit a published post", async () => {
    const contributor = await ctx.sessionFor(["contributor"]);
    const as = { session: contributor.token };
    const created = await ctx.admin("POST", "/blog-posts", {
      ...as,
      body: draftBody("contributor-draft", "A contributor's draft"),
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json() as { id: number; status: string };
    expect(draft.status).toBe("DRAFT");

    const edited = await ctx.admin("PUT", `/blog-posts/${draft.id}`, {
      ...as,
      body: draftBody("contributor-draft", "A contributor's draft, edited"),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().title).toBe("A contributor's draft, edited");

    const publish = await ctx.admin("POST", `/blog-posts/${draft.id}/publish`, as);
    expect(publish.statusCode).toBe(403);
    expect(publish.json().message).toBe(TEAM_MESSAGES.forbidden);

    // A post the public already sees: changing it is publishing.
    const publishedId = [...ctx.seed.postIds.values()][0]!;
    const before = (await ctx.admin("GET", `/blog-posts/${publishedId}`)).json();
    expect(before.status).toBe("PUBLISHED");
    const takeover = await ctx.admin("PUT", `/blog-posts/${publishedId}`, {
      ...as,
      body: draftBody(before.slug, "Rewritten by a contributor"),
    });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().message).toBe(TEAM_MESSAGES.forbidden);
    expect((await ctx.admin("GET", `/blog-posts/${publishedId}`)).json().title).toBe(before.title);

    // The same draft, published by an editor, is then closed to the contributor too.
    const editor = await ctx.sessionFor(["editor"]);
    const published = await ctx.admin("POST", `/blog-posts/${draft.id}/publish`, { session: editor.token });
    expect(published.statusCode, published.body).toBe(200);
    const late = await ctx.admin("PUT", `/blog-posts/${draft.id}`, {
      ...as,
      body: draftBody("contributor-draft", "Edited after publication"),
    });
    expect(late.statusCode).toBe(403);
    const byEditor = await ctx.admin("PUT", `/blog-posts/${draft.id}`, {
      session: editor.token,
      body: draftBody("contributor-draft", "Edited by the editor"),
    });
    expect(byEditor.statusCode, byEditor.body).toBe(200);
    expect(byEditor.json().title).toBe("Edited by the editor");
  });
});

describe("credentials that no longer count", () => {
  it("a key or a session of tenant A is 401 for tenant B, whatever its roles", async () => {
    const tenantB = newTenantId("b");
    await seedTenant(ctx.handle.db, tenantB, fixture);
    const route: Route = { method: "GET", path: "/comments", access: ["comments"] };
    const ownerA = await ctx.sessionFor(["owner"]);
    for (const headers of [{ authorization: `Bearer ${ctx.adminKey}` }, ownerA.headers]) {
      expect((await call(route, headers)).statusCode).toBe(200);
      const other = await call(route, headers, tenantB);
      expect(other.statusCode).toBe(401);
      expect(other.json()).toEqual({ message: "Unauthorized" });
      expect(other.body).not.toContain("comment");
    }
  });

  it("a revoked key is 401 from then on", async () => {
    const key = await ctx.keyFor(["administrator"]);
    expect((await ctx.admin("GET", "/comments", { token: key.token })).statusCode).toBe(200);
    await revokeApiKey(ctx.handle.db, ctx.tenantId, key.id);
    for (const path of ["/comments", "/blog-posts", "/audit"]) {
      const res = await ctx.admin("GET", path, { token: key.token });
      expect(res.statusCode, path).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized" });
    }
  });

  it("a removed person's session is 401 at once, on their own account too", async () => {
    const person = await ctx.sessionFor(["editor"]);
    expect((await ctx.admin("GET", "/me", { session: person.token })).statusCode).toBe(200);
    await ctx.handle.db
      .update(teamUsers)
      .set({ removedAt: new Date() })
      .where(eq(teamUsers.id, person.userId));
    for (const path of ["/me", "/blog-posts"]) {
      const res = await ctx.admin("GET", path, { session: person.token });
      expect(res.statusCode, path).toBe(401);
    }
  });

  it("a session token sent as a key, or a key sent as a session, is nobody", async () => {
    const person = await ctx.sessionFor(["owner"]);
    expect((await ctx.admin("GET", "/comments", { token: person.token })).statusCode).toBe(401);
    expect((await ctx.admin("GET", "/comments", { session: ctx.adminKey })).statusCode).toBe(401);
  });
});
