/**
 * What the browser specs of the team's marketing content share: a new Editor, saving a draft and waiting
 * for its own toast, reading what visitors see, putting an entry back (other specs read the seeded copy),
 * a fresh visitor, and axe at both widths.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { E2E_API_URL } from "../helpers/e2e-env";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_ADMIN_TOKEN, type TeamMember } from "./admin-helpers";

export const T = "tenant_id=default";
export const AUTH = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

export const toast = (page: Page) => page.locator(".Toastify");

/** Closes a toast still showing, as a person would; it may close itself meanwhile (auto-close). */
export async function closeToast(page: Page) {
  const close = toast(page).getByRole("button", { name: "close" });
  if (await close.isVisible()) await close.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(toast(page).locator(".Toastify__toast")).toHaveCount(0);
}

/**
 * Save draft, and its own "Draft saved": a toast still showing from an earlier save is closed first, as
 * a person would, so the next step never starts before this save is done.
 */
export async function saveDraft(page: Page) {
  await closeToast(page);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page)).toContainText("Draft saved");
}

export async function published<T>(request: APIRequestContext, kind: string, key: string): Promise<T> {
  const res = await request.get(`${E2E_API_URL}/marketing-content/${kind}?${T}`);
  expect(res.status()).toBe(200);
  const { entries } = (await res.json()) as { entries: { key: string; data: T }[] };
  return entries.find((e) => e.key === key)!.data;
}

/** Puts an entry back as it was (other specs read the seeded copy), as a machine key would. */
export async function restore(request: APIRequestContext, kind: string, key: string, data: unknown) {
  const put = await request.put(`${E2E_API_URL}/admin/content/${kind}/${key}?${T}`, { headers: AUTH, data });
  expect(put.status()).toBe(200);
  const pub = await request.post(`${E2E_API_URL}/admin/content/${kind}/${key}/publish?${T}`, {
    headers: AUTH,
  });
  expect(pub.status()).toBe(200);
}

/** A new Editor of the default tenant: invited through the API, the invitation accepted with a password. */
export async function newEditor(request: APIRequestContext): Promise<TeamMember> {
  // Unique across the specs' parallel workers, even within one millisecond.
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const who = {
    email: `content-editor-${stamp}@cobaltline.example`,
    name: `Content Editor ${stamp}`,
    password: "editor passphrase, long enough",
  };
  const invited = await request.post(`${E2E_API_URL}/admin/people/invitations?${T}`, {
    headers: AUTH,
    data: { email: who.email, name: who.name, roles: ["editor"] },
  });
  expect(invited.status()).toBe(200);
  const { link } = (await invited.json()) as { link: string };
  const token = new URL(link).searchParams.get("token")!;
  const accepted = await request.post(`${E2E_API_URL}/admin/auth/accept?${T}`, {
    data: { token, password: who.password },
  });
  expect(accepted.status()).toBe(200);
  return who;
}

/**
 * axe at the phone and the desktop width the site is built for; with `shot`, a screenshot of each to look
 * at. A toast still showing is closed first: caught mid-fade, its text fails the contrast rule though the
 * page is fine.
 */
export async function axeAtBothWidths(page: Page, shot?: string) {
  await closeToast(page);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    if (shot) await page.screenshot({ path: test.info().outputPath(`${shot}-${width}.png`), fullPage: true });
  }
}

/** The page a visitor who has never been here gets: a browser context of its own. */
export async function visit(browser: Browser, path: string): Promise<Page> {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(path);
  return visitor;
}
