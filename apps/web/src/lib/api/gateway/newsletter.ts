import "server-only";
import { NEWSLETTER_TOKEN } from "@site/contract";
import { apiUrl } from "../client";
import type { GatewayInput } from "./types";

/**
 * The newsletter's links (issue 20), served by the gateway's table (routes.ts):
 *
 * - the confirmation page's button posts its token here (`/api/newsletter/confirm`), which asks the
 *   API to confirm and sends the browser back to the page with the outcome (post/redirect/get: the
 *   same with or without script);
 * - the List-Unsubscribe address, `/newsletter/unsubscribe?token=…`, takes RFC 8058's one-click POST
 *   (a mail provider's, from no page at all, with no cookie) as well as the page's own button: the
 *   site's server (server.mjs) hands a POST to that address to the gateway's route. A browser goes back
 *   to the page with the outcome; anything else gets a small JSON answer.
 */

export const NEWSLETTER_PAGES = {
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
} as const;

/** What the pages show, read from their `result` query. */
export type ConfirmResult = "confirmed" | "already_confirmed" | "unknown" | "failed";
export type UnsubscribeResult = "unsubscribed" | "unknown" | "failed";

type Answer = { status: number; body: { status?: string; message?: string } };

async function callApi(path: string, token: string, apiHeaders: Headers): Promise<Answer> {
  apiHeaders.set("content-type", "application/json");
  try {
    const res = await fetch(apiUrl(path), {
      method: "POST",
      headers: apiHeaders,
      body: JSON.stringify({ token }),
      cache: "no-store",
    });
    const body = (await res.json().catch(() => ({}))) as Answer["body"];
    return { status: res.status, body };
  } catch {
    return { status: 503, body: {} };
  }
}

const tokenOf = (value: unknown): string | undefined =>
  typeof value === "string" && NEWSLETTER_TOKEN.test(value.trim()) ? value.trim() : undefined;

function backTo(page: string, result: string, token?: string): Response {
  const query = new URLSearchParams({ result });
  // After a failure the button is offered again, so the token stays.
  if (token && result === "failed") query.set("token", token);
  return new Response(null, {
    status: 303,
    headers: { location: `${page}?${query}`, "cache-control": "no-store" },
  });
}

/** A browser that navigates (a form's button) is sent to a page; a mail provider's POST is not. */
function fromBrowser(req: Request): boolean {
  return (
    req.headers.get("sec-fetch-mode") === "navigate" ||
    (req.headers.get("accept") ?? "").includes("text/html")
  );
}

/** POST /api/newsletter/confirm (the confirmation page's form: `token`). */
export async function confirmForm(
  _req: Request,
  input: GatewayInput,
  apiHeaders: Headers,
): Promise<Response> {
  const token = tokenOf((input.body as Record<string, string>).token);
  if (!token) return backTo(NEWSLETTER_PAGES.confirm, "unknown");
  const { status, body } = await callApi("/leads/newsletter/confirm", token, apiHeaders);
  if (status === 200 && (body.status === "confirmed" || body.status === "already_confirmed")) {
    return backTo(NEWSLETTER_PAGES.confirm, body.status);
  }
  if (status === 404 || status === 400) return backTo(NEWSLETTER_PAGES.confirm, "unknown");
  return backTo(NEWSLETTER_PAGES.confirm, "failed", token);
}

/**
 * POST /newsletter/unsubscribe?token=… (handed to /api/newsletter/unsubscribe by server.mjs): RFC 8058's one-click unsubscribe, whose body
 * (`List-Unsubscribe=One-Click`) says nothing the POST itself does not; the page's button sends the same.
 */
export async function unsubscribeOneClick(
  req: Request,
  input: GatewayInput,
  apiHeaders: Headers,
): Promise<Response> {
  const token = tokenOf(input.query.token);
  const browser = fromBrowser(req);
  const answer: Answer = token
    ? await callApi("/leads/newsletter/unsubscribe", token, apiHeaders)
    : { status: 404, body: {} };
  const result: UnsubscribeResult =
    answer.status === 200
      ? "unsubscribed"
      : answer.status === 404 || answer.status === 400
        ? "unknown"
        : "failed";
  if (browser) return backTo(NEWSLETTER_PAGES.unsubscribe, result, token);
  // A mail provider: 200 once the address is off the list (or was already); a failure it may retry.
  if (result === "failed") return Response.json({ message: "Please try again later" }, { status: 503 });
  return Response.json({ status: result });
}
