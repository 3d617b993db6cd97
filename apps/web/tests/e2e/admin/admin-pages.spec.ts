/**
 * Every page of the team's area, as the owner signs in and opens it (issue 31's "every admin page"):
 * the pages are found from the app folder itself, so a page added later is checked without a word
 * here; a page at an address with an id opens with an item that exists (a post, an opening, a lead, an
 * application, a service). At 375 and 1440 px each page answers 200, has its one heading, nothing
 * scrolls sideways, and axe finds nothing.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { trackPageErrors } from "../helpers/page-errors";
import { pdfFile, publishedCareers } from "../careers/careers-data";
import { E2E_ADMIN_TOKEN, signIn } from "./admin-helpers";

const T = "tenant_id=default";
const AUTH = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const PANEL = fileURLToPath(new URL("../../../src/app/admin/(panel)", import.meta.url));

/** The addresses of the panel's pages, from its folders: "(panel)/posts/[id]/page.tsx" is "/admin/posts/[id]". */
function panelPages(dir = PANEL, prefix = "/admin"): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      const segment = /^\(.*\)$/.test(name) ? "" : `/${name}`;
      found.push(...panelPages(full, prefix + segment));
    } else if (name === "page.tsx") {
      found.push(prefix);
    }
  }
  return found.sort();
}

async function apiGet<T>(request: APIRequestContext, route: string): Promise<T> {
  const res = await request.get(`${E2E_API_URL}/admin${route}${route.includes("?") ? "&" : "?"}${T}`, {
    headers: AUTH,
  });
  expect(res.status(), `GET /admin${route}`).toBe(200);
  return (await res.json()) as T;
}

type Page1 = { content: { id: number }[] };

/**
 * An application of this test's own, made as the careers page's form does (multipart, through the API):
 * one another spec made may be erased (privacy.spec) while this one looks at its page.
 */
async function anApplication(request: APIRequestContext): Promise<number> {
  const career = (await publishedCareers(request))[0]!;
  const res = await request.post(`${E2E_API_URL}/applicants/tenants?${T}`, {
    multipart: {
      applicantInfo: JSON.stringify({
        first_name: "Pat",
        last_name: "Pages",
        email: `pat.pages.${Date.now().toString(36)}@example.com`,
        job_title: career.title,
        job_application_id: career.id,
      }),
      resumeFile: pdfFile(),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** A lead of this test's own, sent as the contact form sends it (through the API), found by its address. */
async function aLead(request: APIRequestContext): Promise<number> {
  const email = `lee.pages.${Date.now().toString(36)}@example.com`;
  const sent = await request.post(`${E2E_API_URL}/leads/contact-us?${T}`, {
    data: {
      first_name: "Lee",
      last_name: "Pages",
      email,
      message: "We would like to talk about a new booking system for our clinics.",
      landing_page: "/contact",
    },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const again = await apiGet<Page1>(request, `/pipeline?size=1&q=${encodeURIComponent(email)}`);
  expect(again.content[0], "the lead just sent").toBeTruthy();
  return again.content[0]!.id;
}

test.describe("every page of the team's area @desktop", () => {
  test("each page answers, has its heading, fits 375 px and is axe clean at both widths", async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const pages = panelPages();
    // The panel's pages as they are today, so the walk cannot silently shrink.
    expect(pages.length).toBeGreaterThanOrEqual(28);

    const service = (await apiGet<{ entries_list: { key: string }[] }>(request, "/content/service"))
      .entries_list[0]!.key;
    const ids: Record<string, string> = {
      "/admin/posts/[id]": String((await apiGet<Page1>(request, "/blog-posts?size=1")).content[0]!.id),
      "/admin/careers/[id]": String((await apiGet<Page1>(request, "/careers?size=1")).content[0]!.id),
      "/admin/leads/[id]": String(await aLead(request)),
      "/admin/applicants/[id]": String(await anApplication(request)),
    };
    // A page that edits one of many by its query: the home page's search and sharing fields.
    const QUERY: Record<string, string> = { "/admin/seo/edit": "?path=/" };
    const address = (route: string) =>
      (route + (QUERY[route] ?? ""))
        .replace(/^\/admin\/(posts|careers|leads|applicants)\/\[id\]/, (m) => m.replace("[id]", ids[m]!))
        .replace("[kind]", "service")
        .replace("[key]", service);

    const errors = trackPageErrors(page);
    await signIn(page);
    try {
      for (const route of pages) {
        const url = address(route);
        expect(url, `${route}: every segment filled`).not.toContain("[");
        await test.step(url, async () => {
          for (const width of [1440, 375]) {
            await page.setViewportSize({ width, height: 900 });
            const res = await page.goto(url);
            expect(res?.status(), `${url} at ${width} px`).toBe(200);
            await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth),
              `${url} scrolls sideways at ${width} px`,
            ).toBeLessThanOrEqual(width);
            await expectNoAxeViolations(page);
          }
        });
      }
    } finally {
      errors.expectNone();
    }
  });
});
