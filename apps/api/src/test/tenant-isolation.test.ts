import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestContext, type AdminTestContext } from "../routes/admin/admin-test-context";
import { seedTenant } from "../db/seed";
import { createApiKey } from "../lib/auth/keys";
import { closeDb, newTenantId } from "./context";
import { fixture } from "./fixture";

/**
 * Tenant isolation (issue 8): two tenants seeded with the same fixture (so the same slugs and names exist
 * in both), then each given content of its own through the API: a post, an approved comment, a lead of
 * every kind, a career and an applicant. Every public list and detail call and every admin list shows a
 * tenant only its own rows, and naming the other tenant's id or slug answers 404 (writes included).
 */

type Unique = {
  tenant: string;
  marker: string;
  slug: string;
  postId: number;
  commentId: number;
  careerId: number;
  applicantId: number;
  authorId: number;
  categoryId: number;
  email: string;
};

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1");

let ctx: AdminTestContext;
let a: Unique;
let b: Unique;
/** Each tenant's own Owner key: a key opens the admin API of its tenant only. */
const keys = new Map<string, string>();

function call(
  tenant: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  options: { query?: Record<string, string | number>; body?: unknown; admin?: boolean } = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: path,
    query: Object.fromEntries(
      Object.entries({ tenant_id: tenant, ...options.query }).map(([k, v]) => [k, String(v)]),
    ),
    headers: options.admin ? { authorization: `Bearer ${keys.get(tenant)}` } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

const ok = async (res: Promise<LightMyRequestResponse>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

/** Gives `tenant` content no other tenant has, all through the API as the site and the team would. */
async function addUnique(tenant: string, label: string): Promise<Unique> {
  const marker = `Only${label}${Math.random().toString(36).slice(2, 8)}`;
  const slug = marker.toLowerCase();
  const email = `${slug}@example.com`;
  const authors = (await ok(call(tenant, "GET", "/admin/authors", { admin: true }))) as {
    id: number;
    slug: string;
  }[];
  const categories = (await ok(call(tenant, "GET", "/admin/categories", { admin: true }))) as {
    category_id: number;
  }[];

  const post = await ok(
    call(tenant, "POST", "/admin/blog-posts", {
      admin: true,
      body: {
        title: `${marker} post`,
        slug,
        summary: `${marker} summary`,
        body: `${marker} body`,
        author_slug: "ada-quill",
        category_ids: [categories[0]!.category_id],
        hero_image_path: "/media/blog/post-one.svg",
        hero_image_alt_text: "alt",
        hero_image_title: "title",
      },
    }),
  );
  await ok(call(tenant, "POST", `/admin/blog-posts/${post.id}/publish`, { admin: true }));

  // A comment on the post both tenants have ("post-one"), approved, and another on the unique post.
  const shared = await ok(
    call(tenant, "GET", "/blog-posts/article/slug", { query: { slug_name: "post-one" } }),
  );
  const comment = await ok(
    call(tenant, "POST", "/blog-comments", {
      query: { blog_post_id: shared.id },
      body: {
        comment_sender_name: marker,
        comment_sender_email: email,
        sender_comment_content: `${marker} comment`,
      },
    }),
  );
  await ok(call(tenant, "POST", `/admin/comments/${comment.id}/approve`, { admin: true }));
  await ok(
    call(tenant, "POST", "/blog-comments", {
      query: { blog_post_id: post.id },
      body: {
        comment_sender_name: marker,
        comment_sender_email: email,
        sender_comment_content: `${marker} pending`,
      },
    }),
  );

  await ok(
    call(tenant, "POST", "/leads/contact-us", {
      body: { first_name: marker, last_name: "Lead", email, message: `${marker} message` },
    }),
  );
  await ok(
    call(tenant, "POST", "/leads/design-campaign", {
      body: { full_name: marker, email, website_url: `${slug}.example.com` },
    }),
  );
  await ok(call(tenant, "POST", "/leads/newsletter", { body: { email } }));

  const career = await ok(
    call(tenant, "POST", "/admin/careers", {
      admin: true,
      body: {
        title: `${marker} career`,
        position_arrangement: "FULL_TIME_REMOTE",
        job_description: `${marker} job`,
        pay_min: 100000,
        pay_max: 125000,
        pay_currency: "USD",
        pay_period: "YEAR",
      },
    }),
  );

  const boundary = "----isolation";
  const info = {
    first_name: marker,
    last_name: "Applicant",
    email,
    job_title: `${marker} career`,
    job_application_id: career.id,
  };
  const applicant = await ok(
    ctx.app.inject({
      method: "POST",
      url: `/applicants/tenants?tenant_id=${tenant}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="applicantInfo"\r\n\r\n${JSON.stringify(info)}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="resumeFile"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        PDF,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    }),
  );

  return {
    tenant,
    marker,
    slug,
    postId: post.id,
    commentId: comment.id,
    careerId: career.id,
    applicantId: applicant.id,
    authorId: authors.find((x) => x.slug === "ada-quill")!.id,
    categoryId: categories[0]!.category_id,
    email,
  };
}

beforeAll(async () => {
  ctx = await createAdminTestContext();
  keys.set(ctx.tenantId, ctx.adminKey);
  const second = newTenantId("b");
  await seedTenant(ctx.handle.db, second, fixture);
  const { token } = await createApiKey(ctx.handle.db, { tenantId: second, name: "tests", roles: ["owner"] });
  keys.set(second, token);
  a = await addUnique(ctx.tenantId, "A");
  b = await addUnique(second, "B");
});

afterAll(async () => {
  await ctx?.close();
  await closeDb();
});

/** Both directions: `self` sees its marker, never `other`'s. */
const pairs = () =>
  [
    [a, b],
    [b, a],
  ] as const;

describe("tenant isolation: public API", () => {
  it("lists show a tenant only its own posts, categories counts, authors counts and careers", async () => {
    for (const [self, other] of pairs()) {
      const text = async (path: string, query: Record<string, string | number> = {}) =>
        JSON.stringify(await ok(call(self.tenant, "GET", path, { query })));
      for (const body of [
        await text("/blog-posts/published", { size: 100 }),
        await text("/blog-posts/popular", { size: 20 }),
        await text("/job-applications/published/tenants"),
      ]) {
        expect(body).not.toContain(other.marker);
      }
      expect(await text("/blog-posts/published", { size: 100 })).toContain(self.marker);
      expect(await text("/job-applications/published/tenants")).toContain(self.marker);
      // The other tenant's title, searched for by name, finds nothing here.
      const search = await ok(
        call(self.tenant, "GET", "/blog-posts/published", {
          query: { filter: `title=ilike='${other.marker}'` },
        }),
      );
      expect(search.totalElements).toBe(0);
      // Counts: the fixture's posts plus this tenant's one new post, never the other tenant's.
      const published = fixture.posts.length + 1;
      expect(
        (await ok(call(self.tenant, "GET", "/blog-posts/published", { query: { size: 100 } }))).totalElements,
      ).toBe(published);
      const author = await ok(
        call(self.tenant, "GET", "/blog-authors/author", { query: { author_slug: "ada-quill" } }),
      );
      const ownByAda = fixture.posts.filter((p) => p.author === "ada-quill").length + 1;
      expect(author.number_of_articles).toBe(ownByAda);
      const authors = (await ok(call(self.tenant, "GET", "/blog-authors"))) as { slug: string }[];
      expect(authors.map((x) => x.slug).sort()).toEqual(fixture.authors.map((x) => x.slug).sort());
      const categories = (await ok(call(self.tenant, "GET", "/blog-categories"))) as unknown[];
      expect(categories).toHaveLength(fixture.categories.length);
    }
  });

  it("a post shows only its own tenant's comments, and the same slug names each tenant's own post", async () => {
    for (const [self, other] of pairs()) {
      const shared = await ok(
        call(self.tenant, "GET", "/blog-posts/article/slug", { query: { slug_name: "post-one" } }),
      );
      const body = JSON.stringify(shared);
      expect(body).toContain(`${self.marker} comment`);
      expect(body).not.toContain(other.marker);
      const own = await ok(
        call(self.tenant, "GET", "/blog-posts/article/slug", { query: { slug_name: self.slug } }),
      );
      expect(own.id).toBe(self.postId);
    }
  });

  it("the other tenant's slug or id answers 404 on every public detail and write", async () => {
    for (const [self, other] of pairs()) {
      const expect404 = async (res: Promise<LightMyRequestResponse>, what: string) => {
        const r = await res;
        expect(r.statusCode, `${what}: ${r.body}`).toBe(404);
        expect(Object.keys(r.json())).toContain("message");
      };
      const slug = { slug_name: other.slug };
      await expect404(call(self.tenant, "GET", "/blog-posts/article/slug", { query: slug }), "post by slug");
      await expect404(call(self.tenant, "POST", "/blog-posts/like-article", { query: slug }), "like");
      await expect404(call(self.tenant, "POST", "/blog-posts/view-article", { query: slug }), "view");
      await expect404(
        call(self.tenant, "POST", "/blog-posts/rating-article", { query: { ...slug, rating_value: 5 } }),
        "rating",
      );
      await expect404(
        call(self.tenant, "POST", "/blog-comments", {
          query: { blog_post_id: other.postId },
          body: {
            comment_sender_name: "X",
            comment_sender_email: "x@example.com",
            sender_comment_content: "x",
          },
        }),
        "comment",
      );
      await expect404(call(self.tenant, "GET", `/job-applications/${other.careerId}/tenants`), "career");
      const boundary = "----x";
      const info = {
        first_name: "X",
        last_name: "Y",
        email: "x@example.com",
        job_title: "t",
        job_application_id: other.careerId,
      };
      await expect404(
        ctx.app.inject({
          method: "POST",
          url: `/applicants/tenants?tenant_id=${self.tenant}`,
          headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="applicantInfo"\r\n\r\n${JSON.stringify(info)}\r\n` +
                `--${boundary}\r\nContent-Disposition: form-data; name="resumeFile"; filename="cv.pdf"\r\n\r\n`,
            ),
            PDF,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
        }),
        "application",
      );
    }
  });
});

describe("tenant isolation: admin API", () => {
  it("a tenant's key is nobody at the other tenant: 401, nothing listed", async () => {
    for (const [self, other] of pairs()) {
      for (const path of ["/admin/comments", "/admin/leads/contact/export", "/admin/blog-posts"]) {
        const res = await ctx.app.inject({
          url: path,
          query: { tenant_id: other.tenant },
          headers: { authorization: `Bearer ${keys.get(self.tenant)}` },
        });
        expect(res.statusCode, path).toBe(401);
        expect(res.body).not.toContain(other.marker);
      }
    }
  });

  it("every admin list and export shows a tenant only its own rows", async () => {
    for (const [self, other] of pairs()) {
      const lists = [
        ["/admin/comments", { status: "PENDING", size: 100 }],
        ["/admin/comments", { status: "APPROVED", size: 100 }],
        ["/admin/comments", { status: "REJECTED", size: 100 }],
        ["/admin/leads/contact", { size: 100 }],
        ["/admin/leads/design-campaign", { size: 100 }],
        ["/admin/leads/newsletter", { size: 100 }],
        ["/admin/leads/contact/export", {}],
        ["/admin/leads/design-campaign/export", {}],
        ["/admin/leads/newsletter/export", {}],
        ["/admin/applicants", { size: 100 }],
        ["/admin/applicants/export", {}],
        ["/admin/careers", { size: 100 }],
        ["/admin/blog-posts", { size: 100 }],
        ["/admin/authors", {}],
        ["/admin/categories", {}],
      ] as const;
      let seen = "";
      for (const [path, query] of lists) {
        const res = await call(self.tenant, "GET", path, { admin: true, query });
        expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
        expect(res.body, path).not.toContain(other.marker);
        expect(res.body, path).not.toContain(other.email);
        seen += res.body;
      }
      // Each kind of row of this tenant did show up somewhere above.
      for (const own of [
        `${self.marker} post`,
        `${self.marker} career`,
        `${self.marker} comment`,
        self.email,
      ]) {
        expect(seen).toContain(own);
      }
    }
  });

  it("the other tenant's ids answer 404 on every admin detail and change, and nothing changes there", async () => {
    for (const [self, other] of pairs()) {
      const attempts: [string, "GET" | "POST" | "PUT" | "DELETE", string, unknown?][] = [
        ["post", "GET", `/admin/blog-posts/${other.postId}`],
        [
          "post edit",
          "PUT",
          `/admin/blog-posts/${other.postId}`,
          {
            title: "Taken over",
            slug: "taken-over",
            summary: "s",
            body: "b",
            author_slug: "ada-quill",
            hero_image_path: "/media/blog/post-one.svg",
            hero_image_alt_text: "a",
            hero_image_title: "t",
          },
        ],
        ["unpublish", "POST", `/admin/blog-posts/${other.postId}/unpublish`],
        ["publish", "POST", `/admin/blog-posts/${other.postId}/publish`],
        ["approve", "POST", `/admin/comments/${other.commentId}/approve`],
        ["reject", "POST", `/admin/comments/${other.commentId}/reject`],
        [
          "reply",
          "POST",
          `/admin/comments/${other.commentId}/reply`,
          { author_comment_content: "Taken over" },
        ],
        ["reply removal", "DELETE", `/admin/comments/${other.commentId}/reply`],
        ["career", "GET", `/admin/careers/${other.careerId}`],
        [
          "career edit",
          "PUT",
          `/admin/careers/${other.careerId}`,
          {
            title: "Taken over",
            position_arrangement: "CONTRACT",
            job_description: "x",
            pay_min: 50,
            pay_max: 60,
            pay_currency: "USD",
            pay_period: "HOUR",
          },
        ],
        ["career status", "POST", `/admin/careers/${other.careerId}/status`, { status: "CLOSED" }],
        ["career close", "POST", `/admin/careers/${other.careerId}/close`],
        ["career open", "POST", `/admin/careers/${other.careerId}/open`],
        ["resume", "GET", `/admin/applicants/${other.applicantId}/resume`],
        ["author", "GET", `/admin/authors/${other.authorId}`],
        [
          "author edit",
          "PUT",
          `/admin/authors/${other.authorId}`,
          {
            full_name: "Taken over",
            slug: "taken-over",
            bio: "x",
          },
        ],
        ["author delete", "DELETE", `/admin/authors/${other.authorId}`],
        ["category rename", "PUT", `/admin/categories/${other.categoryId}`, { category_name: "Taken over" }],
        ["category delete", "DELETE", `/admin/categories/${other.categoryId}`],
      ];
      for (const [what, method, path, body] of attempts) {
        const res = await call(self.tenant, method, path, { admin: true, body });
        expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
      }
      // The other tenant's rows are as they were.
      const post = await ok(call(other.tenant, "GET", `/admin/blog-posts/${other.postId}`, { admin: true }));
      expect(post).toMatchObject({ status: "PUBLISHED", title: `${other.marker} post` });
      const career = await ok(call(other.tenant, "GET", `/admin/careers/${other.careerId}`, { admin: true }));
      expect(career).toMatchObject({ status: "OPEN", title: `${other.marker} career` });
      const approved = JSON.stringify(
        await ok(
          call(other.tenant, "GET", "/admin/comments", {
            admin: true,
            query: { status: "APPROVED", size: 100 },
          }),
        ),
      );
      expect(approved).toContain(`${other.marker} comment`);
      expect(approved).not.toContain("Taken over");
      const authors = JSON.stringify(await ok(call(other.tenant, "GET", "/admin/authors", { admin: true })));
      expect(authors).not.toContain("Taken over");
      const categories = (await ok(call(other.tenant, "GET", "/admin/categories", { admin: true }))) as {
        category_id: number;
      }[];
      expect(categories.map((c) => c.category_id)).toContain(other.categoryId);
      const resume = await call(other.tenant, "GET", `/admin/applicants/${other.applicantId}/resume`, {
        admin: true,
      });
      expect(resume.statusCode).toBe(200);
    }
  });
});
