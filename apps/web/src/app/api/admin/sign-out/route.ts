import { cookies } from "next/headers";
import { ADMIN_COOKIE } from "@/lib/admin/session";
import { sameOrigin } from "@/lib/admin/same-origin";

/** POST /api/admin/sign-out: the admin header's sign-out form (works without JavaScript). */
export async function POST(req: Request): Promise<Response> {
  if (!sameOrigin(req)) return Response.json({ message: "Forbidden" }, { status: 403 });
  (await cookies()).delete({ name: ADMIN_COOKIE, path: "/" });
  return new Response(null, { status: 303, headers: { location: "/admin/sign-in?signed-out=1" } });
}
