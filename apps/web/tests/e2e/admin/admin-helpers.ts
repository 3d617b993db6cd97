import { deflateSync } from "node:zlib";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { AdminComment, Paged } from "@site/contract";
import { E2E_API_URL } from "../helpers/e2e-env";
import { mailsTo } from "../helpers/mailbox";

/**
 * The e2e API's retired admin token, which the API imports as an Administrator key (a machine's
 * `Authorization: Bearer`), used here to arrange and check through the API. playwright.config.ts passes
 * the same value to the API as ADMIN_TOKEN (outside development it must be at least 32 characters).
 */
export const E2E_ADMIN_TOKEN = process.env.ADMIN_TOKEN || "e2e-admin-token-cobaltline-0123456789abcdef";

const T = "tenant_id=default";
const AUTH = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** Someone who signs in to the team's area. */
export type TeamMember = { email: string; password: string; name: string };

/**
 * The team's first owner in the e2e run: created by the accounts command before the API starts
 * (helpers/start-api.mjs), with this password (at least 12 characters, as every password).
 */
export const E2E_OWNER: TeamMember = {
  email: "owner@cobaltline.example",
  name: "Olivia Owner",
  password: "e2e owner passphrase, long enough",
};

/** Signs in through the admin sign-in page (the owner unless told) and waits for the overview. */
export async function signIn(page: Page, who: Pick<TeamMember, "email" | "password"> = E2E_OWNER) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
}

/**
 * The link of the latest e-mail the run's test SMTP server received for an address (helpers/start-api.mjs
 * keeps them; the API sends through its job queue, so this waits for it). `path` is the page the link
 * opens: "/admin/accept" for an invitation, "/admin/reset" for a password reset.
 */
export async function linkFromMail(
  request: APIRequestContext,
  to: string,
  path: "/admin/accept" | "/admin/reset",
): Promise<{ link: string; raw: string }> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`);
  let found: { link: string; raw: string } | undefined;
  await expect
    .poll(
      async () => {
        const mine = (await mailsTo(request, to)).filter((raw) => pattern.test(raw)).at(-1);
        found = mine ? { link: pattern.exec(mine)![0], raw: mine } : undefined;
        return !!found;
      },
      { message: `an e-mail to ${to} with a ${path} link`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The admin API straight (for arranging and checking, never for the steps under test). */
export async function apiPendingComments(request: APIRequestContext): Promise<AdminComment[]> {
  const res = await request.get(`${E2E_API_URL}/admin/comments?status=PENDING&size=100&${T}`, {
    headers: AUTH,
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Paged<AdminComment>).content;
}

/**
 * A post's editor form shaped like a published post of the API at `api` (its author, categories and
 * image), with `over` in place of any field; `saveDraft` saves it as a draft there.
 *
 *   const draft = await saveDraft(request, { title: "Ahead", slug: "ahead", body: "<p>…</p>" });
 */
export async function postForm(
  request: APIRequestContext,
  over: Record<string, unknown>,
  api = E2E_API_URL,
): Promise<Record<string, unknown>> {
  const list = await request.get(`${api}/admin/blog-posts?${T}&status=PUBLISHED&size=1`, { headers: AUTH });
  const model = (await list.json()).content[0];
  return {
    summary: "A draft the team wants read before it goes out.",
    body: "<p>A draft, written ahead of time.</p>",
    body_format: "html",
    author_slug: model.author.slug,
    category_ids: model.categories.map((c: { category_id: number }) => c.category_id),
    banner_tag: null,
    hero_image_path: model.hero_image_path,
    hero_image_alt_text: model.hero_image_alt_text,
    hero_image_title: model.hero_image_title,
    ...over,
  };
}

export type Draft = { id: number; slug: string; title: string };

export async function saveDraft(
  request: APIRequestContext,
  over: Record<string, unknown>,
  api = E2E_API_URL,
): Promise<Draft> {
  const res = await request.post(`${api}/admin/blog-posts?${T}`, {
    headers: AUTH,
    data: await postForm(request, over, api),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Draft;
}

export async function apiPublishedDates(request: APIRequestContext): Promise<Map<string, string>> {
  const res = await request.get(`${E2E_API_URL}/blog-posts/published?size=100&${T}`);
  expect(res.status()).toBe(200);
  const page = (await res.json()) as Paged<{ slug: string; published_date: string }>;
  return new Map(page.content.map((p) => [p.slug, p.published_date]));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (a cobalt-to-coral diagonal), so the upload is judged by genuine image bytes. */
export function gradientPng(width = 320, height = 180): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      raw[row + 1 + x * 3] = Math.round(0x24 + (0xff - 0x24) * t);
      raw[row + 2 + x * 3] = Math.round(0x51 + (0x8a - 0x51) * t);
      raw[row + 3 + x * 3] = Math.round(0xe6 + (0x66 - 0xe6) * t);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
