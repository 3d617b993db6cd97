/**
 * Passkeys in Chromium with its virtual authenticator (the DevTools protocol's WebAuthn domain: a
 * platform authenticator with resident keys and user verification, as a laptop's fingerprint reader).
 * A person of their own (invited and accepted through the API, so the shared owner keeps signing in with
 * a password alone) signs in with the password, adds a passkey on their account page and signs out; signs
 * in with the passkey alone; then signs in with the password and is asked for the passkey as the second
 * factor.
 */
import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type CDPSession, type Page } from "@playwright/test";
import { PASSKEY_MESSAGES, TEAM_MESSAGES, type TeamSession } from "@site/contract";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { E2E_ADMIN_TOKEN, signIn, type TeamMember } from "./admin-helpers";

const T = "tenant_id=default";
const AUTH = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** A new editor with a password, through the API: invited by the e2e Administrator key, then accepted. */
async function newPerson(request: APIRequestContext): Promise<TeamMember & { id: number }> {
  const who = {
    email: `passkey-${randomBytes(4).toString("hex")}@cobaltline.example`,
    name: "Petra Passkey",
    password: `passkey person ${randomBytes(6).toString("hex")}`,
  };
  const invited = await request.post(`${E2E_API_URL}/admin/people/invitations?${T}`, {
    headers: AUTH,
    data: { email: who.email, name: who.name, roles: ["editor"] },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const { link } = (await invited.json()) as { link: string };
  const token = new URL(link).searchParams.get("token");
  const accepted = await request.post(`${E2E_API_URL}/admin/auth/accept?${T}`, {
    data: { token, password: who.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { me, token: session } = (await accepted.json()) as { me: { id: number }; token: string };
  // Accepting opened a session for the API call; the browser starts from none.
  const ended = await request.post(`${E2E_API_URL}/admin/auth/sign-out?${T}`, {
    headers: { authorization: `Session ${session}` },
  });
  expect(ended.status()).toBe(200);
  return { ...who, id: me.id };
}

/** A platform authenticator in this page's browser, answering every prompt with a verified person. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
}

async function expectOverviewAs(page: Page, who: TeamMember) {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(who.name);
}

/** How each of the person's open sessions was started, as the API recorded it. */
async function sessionMethods(request: APIRequestContext, personId: number): Promise<string[]> {
  const res = await request.get(`${E2E_API_URL}/admin/people/${personId}/sessions?${T}`, { headers: AUTH });
  expect(res.status()).toBe(200);
  return ((await res.json()) as TeamSession[]).map((s) => s.method).sort();
}

test("a passkey added on the account page signs in alone, and as the second factor after the password", async ({
  page,
  request,
}) => {
  const person = await newPerson(request);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  // 1. Password, then the account page: add a passkey with a name.
  await signIn(page, person);
  await page.goto("/admin/account");
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
  await passkeys.getByLabel("Name of the new passkey").fill("Work laptop");
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys.getByRole("status")).toHaveText(
    "Passkey “Work laptop” added. You can sign in with it from now on.",
  );
  const list = passkeys.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText("Work laptop");
  await expect(list.getByRole("listitem")).toContainText("Not used yet");
  // The same authenticator again: the browser refuses (the API lists the person's passkeys to exclude).
  await passkeys.getByLabel("Name of the new passkey").fill("Same laptop");
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys.getByText(PASSKEY_MESSAGES.alreadyAdded)).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  // The authenticator holds it as a discoverable credential, for this site.
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: "localhost" });
  await expectNoAxeViolations(page);
  await signOut(page);

  // 2. The passkey alone, no e-mail typed. A prompt the person does not complete says so first.
  await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByText(PASSKEY_MESSAGES.cancelled)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: true });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expectOverviewAs(page, person);
  expect(await sessionMethods(request, person.id)).toEqual(["passkey"]);
  await signOut(page);

  // 3. The password first; the passkey finishes it.
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Confirm with your passkey" })).toBeVisible();
  await expect(page.getByText(TEAM_MESSAGES.secondFactor)).toBeVisible();
  // Still signed out: the password alone opened nothing.
  expect(await sessionMethods(request, person.id)).toEqual([]);
  await expectNoAxeViolations(page);
  // The step has the focus: the keyboard alone finishes it.
  await expect(page.getByRole("button", { name: "Confirm with your passkey" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectOverviewAs(page, person);
  expect(await sessionMethods(request, person.id)).toEqual(["password+passkey"]);

  // The account page shows the passkey's use; removing it asks first.
  await page.goto("/admin/account");
  const item = page.getByRole("region", { name: "Passkeys" }).getByRole("listitem");
  await expect(item).toContainText("Last used");
  await page.getByRole("button", { name: "Remove passkey Work laptop" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this passkey?" });
  await expect(dialog).toContainText("“Work laptop” will no longer sign you in.");
  await dialog.getByRole("button", { name: "Remove passkey" }).click();
  await expect(
    page.getByRole("region", { name: "Passkeys" }).getByText("You have no passkeys yet."),
  ).toBeVisible();
});

test("a browser without passkeys is told so, and the password still works", async ({ page }) => {
  await page.addInitScript(() => {
    // As in a browser without WebAuthn: no PublicKeyCredential at all.
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  await page.goto("/admin/sign-in");
  await expect(page.getByText(PASSKEY_MESSAGES.unsupported)).toBeVisible();
  // The button stays in the tab order, announced as unavailable and described by the reason.
  const button = page.getByRole("button", { name: "Sign in with a passkey" });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(PASSKEY_MESSAGES.unsupported);
  await signIn(page);
});
