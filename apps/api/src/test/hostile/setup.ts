import { afterAll, beforeAll } from "vitest";
import { createAdminTestContext, type AdminTestContext } from "../../routes/admin/admin-test-context";
import { closeDb } from "../context";

/**
 * One app for the whole file, on its own seeded tenant (the route tests' fixture: 6 posts, 2 authors,
 * 3 categories, 3 careers), with an Owner key (`adminKey`). `current()` is valid inside tests.
 */
export function useHostileApp(): () => AdminTestContext {
  let ctx: AdminTestContext | undefined;
  beforeAll(async () => {
    ctx = await createAdminTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
    await closeDb();
  });
  return () => {
    if (!ctx) throw new Error("the app is not built yet");
    return ctx;
  };
}

export type Known = {
  postIds: number[];
  careerIds: number[];
  openCareerIds: number[];
  commentIds: number[];
  authorIds: number[];
  authorSlugs: string[];
  categoryIds: number[];
  /** The outbound webhooks' addresses. */
  webhookIds: number[];
  /** The sales pipeline's leads. */
  leadIds: number[];
  /** The services' keys in their order (a reorder needs each once; earlier calls may have added some). */
  serviceKeys: string[];
  redirectIds: number[];
  notFoundIds: number[];
};

/** The ids of the file's tenant, read through the admin API (paths of hostile cases start from real rows). */
export async function known(ctx: AdminTestContext): Promise<Known> {
  const json = async (path: string, query: Record<string, string | number> = {}) =>
    (await ctx.admin("GET", path, { query })).json();
  const careers = (await json("/careers", { size: 100 })).content as { id: number; status: string }[];
  // Every status: the reject endpoint's cases may have rejected every comment by the time the reply
  // endpoints run, and a rejected comment can still be replied to.
  const comments: { comment_id: number }[] = [];
  for (const status of ["PENDING", "APPROVED", "REJECTED"]) {
    comments.push(...((await json("/comments", { status, size: 100 })).content as { comment_id: number }[]));
  }
  const authors = (await json("/authors")) as { id: number; slug: string }[];
  return {
    postIds: [...ctx.seed.postIds.values()],
    careerIds: careers.map((c) => c.id),
    openCareerIds: careers.filter((c) => c.status === "OPEN").map((c) => c.id),
    commentIds: comments.map((c) => c.comment_id),
    authorIds: authors.map((a) => a.id),
    authorSlugs: authors.map((a) => a.slug),
    webhookIds: ((await json("/webhooks")) as { endpoints: { id: number }[] }).endpoints.map((e) => e.id),
    leadIds: ((await json("/pipeline", { size: 100 })).content as { id: number }[]).map((l) => l.id),
    categoryIds: ((await json("/categories")) as { category_id: number }[]).map((c) => c.category_id),
    redirectIds: ((await json("/redirects")).content as { id: number }[]).map((r) => r.id),
    notFoundIds: ((await json("/not-found-log")).content as { id: number }[]).map((r) => r.id),
    serviceKeys: ((await json("/content/service")) as { entries_list: { key: string }[] }).entries_list.map(
      (e) => e.key,
    ),
  };
}
