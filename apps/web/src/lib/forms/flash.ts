import "server-only";
import { randomBytes } from "node:crypto";
import { cookies } from "next/headers";
import { env } from "@/env";
import { SHARED_CACHE_STATE, type SharedCacheState } from "@/lib/server-config";
import type { FormOutcome, PublicForm } from "./outcome";

/**
 * Where a form's outcome waits for the page the browser is sent back to (outcome.ts). The browser
 * holds only a random id, in an httpOnly cookie scoped to that page's path, never what was typed:
 * nothing personal goes into an address, a history entry or an access log. The outcome itself is
 * kept in Valkey/Redis when the site shares one (any instance may serve the page that follows),
 * else in this process (the embedded single instance), for a few minutes.
 */
export const FORM_COOKIE = "cobaltline_form";
/** Long enough to read the page again; a success is shown for a minute, not for every later visit. */
const KEEP_SECONDS = { failed: 15 * 60, sent: 60 } as const;
const ID = /^[A-Za-z0-9_-]{22}$/;
/** Over https the cookie is never sent in clear. */
const SECURE = env.SITE_URL.startsWith("https:");
const KEY = (id: string) => `site:form:${id}`;
/** The embedded instance's own store holds at most this many outcomes (oldest dropped first). */
const LOCAL_MAX = 5000;

/**
 * This process's own store: on globalThis, because the gateway's route and the pages are bundled apart
 * and each bundle has its own copy of this module.
 */
const LOCAL_STORE = Symbol.for("@site/web:form-outcomes");
const local = ((globalThis as Record<symbol, unknown>)[LOCAL_STORE] ??= new Map()) as Map<
  string,
  { json: string; until: number }
>;

function shared(): SharedCacheState | undefined {
  return (globalThis as Record<symbol, SharedCacheState | undefined>)[SHARED_CACHE_STATE];
}

async function put(id: string, json: string, seconds: number): Promise<void> {
  const store = shared()?.store;
  if (store) {
    try {
      await store.set(KEY(id), json, seconds);
      return;
    } catch {
      // Valkey unreachable: this instance keeps it (the page that follows may still land here).
    }
  }
  if (local.size >= LOCAL_MAX) local.delete(local.keys().next().value!);
  local.set(id, { json, until: Date.now() + seconds * 1000 });
}

async function get(id: string): Promise<string | undefined> {
  const store = shared()?.store;
  if (store) {
    try {
      const json = await store.get(KEY(id));
      if (json) return json;
    } catch {
      // Unreachable: look here.
    }
  }
  const kept = local.get(id);
  if (!kept) return undefined;
  if (kept.until < Date.now()) {
    local.delete(id);
    return undefined;
  }
  return kept.json;
}

/** The Set-Cookie value of the outcome cookie: `value` for the page at `path`, for `seconds`. */
function formCookie(value: string, path: string, seconds: number): string {
  const attributes = [`Path=${path}`, `Max-Age=${seconds}`, "HttpOnly", "SameSite=Lax"];
  return [`${FORM_COOKIE}=${value}`, ...attributes, ...(SECURE ? ["Secure"] : [])].join("; ");
}

/**
 * Keeps a form's outcome for the page at `path` and returns the Set-Cookie value that hands the
 * browser its id (the 303 back to the page carries it).
 */
export async function keepFormOutcome(outcome: FormOutcome, path: string): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  const seconds = outcome.sent ? KEEP_SECONDS.sent : KEEP_SECONDS.failed;
  await put(id, JSON.stringify(outcome), seconds);
  return formCookie(id, path, seconds);
}

/**
 * The Set-Cookie value that drops the outcome kept for the page at `path` (a later submission with
 * script succeeded: a reload must not show the old messages again).
 */
export function expiredFormCookie(path: string): string {
  return formCookie("", path, 0);
}

/** The outcome of `form` this browser was sent back with, if any (for the page that shows the form). */
export async function formOutcome(form: PublicForm): Promise<FormOutcome | undefined> {
  const id = (await cookies()).get(FORM_COOKIE)?.value;
  if (!id || !ID.test(id)) return undefined;
  const json = await get(id);
  if (!json) return undefined;
  try {
    const outcome = JSON.parse(json) as FormOutcome;
    return outcome.form === form ? outcome : undefined;
  } catch {
    return undefined;
  }
}
