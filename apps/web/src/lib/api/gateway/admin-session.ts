import "server-only";
import { cookies } from "next/headers";
import { z } from "zod";
import { API_ERRORS } from "@site/contract";
import { ADMIN_COOKIE, ADMIN_COOKIE_OPTIONS } from "@/lib/admin/session";
import { tokenAccepted } from "../admin";
import type { GatewayInput } from "./types";

const TOKEN_INVALID = "That token is not valid";
const UNAVAILABLE = API_ERRORS.unavailable;

export const signInSchema = z.object({
  token: z
    .string({ error: "Please enter the admin token" })
    .trim()
    .min(1, { error: "Please enter the admin token" })
    .max(512, { error: TOKEN_INVALID }),
});

/**
 * POST /api/admin/session {token}: signs in. The token is checked by the API itself (GET /admin/session);
 * only an accepted token is kept, in an httpOnly, Secure, SameSite=Strict session cookie.
 */
export async function signIn(_req: Request, { body }: GatewayInput): Promise<Response> {
  const { token } = body as z.output<typeof signInSchema>;
  const verdict = await tokenAccepted(token);
  if (verdict === "unavailable") return Response.json({ message: UNAVAILABLE }, { status: 503 });
  if (!verdict) {
    return Response.json({ message: TOKEN_INVALID, errors: { token: TOKEN_INVALID } }, { status: 401 });
  }
  (await cookies()).set(ADMIN_COOKIE, token, ADMIN_COOKIE_OPTIONS);
  return Response.json({ ok: true });
}

/** DELETE /api/admin/session: signs out. */
export async function signOutJson(): Promise<Response> {
  (await cookies()).delete({ name: ADMIN_COOKIE, path: "/" });
  return Response.json({ ok: true });
}

/** POST /api/admin/sign-out: the admin header's sign-out form, back to the sign-in page. */
export async function signOutForm(): Promise<Response> {
  (await cookies()).delete({ name: ADMIN_COOKIE, path: "/" });
  return new Response(null, { status: 303, headers: { location: "/admin/sign-in?signed-out=1" } });
}
