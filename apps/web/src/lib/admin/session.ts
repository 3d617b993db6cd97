import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";

/** The cookie that carries the admin token. httpOnly: the page's JavaScript never sees it. */
export const ADMIN_COOKIE = "cobaltline_admin";

/**
 * Session cookie options: gone when the browser closes; sent only over HTTPS (browsers also accept
 * Secure cookies from http://localhost, which development and the e2e run use); never on a request
 * another site starts (SameSite=Strict), which is what keeps the admin API out of cross-site forgery.
 */
export const ADMIN_COOKIE_OPTIONS = {
  httpOnly: true,
  secure: true,
  sameSite: "strict",
  path: "/",
} as const;

export const SIGN_IN_PATH = "/admin/sign-in";

/** The signed-in team member's token, or undefined. */
export async function adminToken(): Promise<string | undefined> {
  const jar = await cookies();
  const value = jar.get(ADMIN_COOKIE)?.value;
  return value ? value : undefined;
}

/** The token, or a redirect to the sign-in page. For pages of the admin area. */
export async function requireAdminToken(): Promise<string> {
  const token = await adminToken();
  if (!token) redirect(SIGN_IN_PATH);
  return token;
}
