import { cookies } from "next/headers";
import { z } from "zod";
import { API_ERRORS } from "@site/contract";
import { tokenAccepted } from "@/lib/admin/api";
import { ADMIN_COOKIE, ADMIN_COOKIE_OPTIONS } from "@/lib/admin/session";
import { sameOrigin } from "@/lib/admin/same-origin";

const signInSchema = z.object({
  token: z
    .string({ error: "Please enter the admin token" })
    .trim()
    .min(1, { error: "Please enter the admin token" })
    .max(512, { error: "That token is not valid" }),
});

/**
 * POST /api/admin/session {token}: signs in. The token is checked by the API itself (GET /admin/session);
 * only an accepted token is kept, in an httpOnly, Secure, SameSite=Strict session cookie.
 */
export async function POST(req: Request): Promise<Response> {
  if (!sameOrigin(req)) return Response.json({ message: "Forbidden" }, { status: 403 });
  let json: unknown;
  try {
    json = await req.json();
  } catch {
    return Response.json({ message: API_ERRORS.badJson }, { status: 400 });
  }
  const parsed = signInSchema.safeParse(json);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? API_ERRORS.validation;
    return Response.json({ message, errors: { token: message } }, { status: 400 });
  }
  const verdict = await tokenAccepted(parsed.data.token);
  if (verdict === "unavailable") {
    return Response.json(
      { message: "The service is unavailable. Please try again shortly." },
      { status: 503 },
    );
  }
  if (!verdict) {
    return Response.json(
      { message: "That token is not valid", errors: { token: "That token is not valid" } },
      { status: 401 },
    );
  }
  (await cookies()).set(ADMIN_COOKIE, parsed.data.token, ADMIN_COOKIE_OPTIONS);
  return Response.json({ ok: true }, { headers: { "cache-control": "no-store" } });
}

/** DELETE /api/admin/session: signs out. */
export async function DELETE(req: Request): Promise<Response> {
  if (!sameOrigin(req)) return Response.json({ message: "Forbidden" }, { status: 403 });
  (await cookies()).delete({ name: ADMIN_COOKIE, path: "/" });
  return Response.json({ ok: true });
}
