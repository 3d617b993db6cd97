// Linted as apps/web/src/components/blog: a server component calling the API by hand instead of
// through src/lib/api.
import { apiUrl } from "@/lib/api/client";

export async function Fixture() {
  const res = await fetch(apiUrl("/blog-authors"));
  return res.status;
}
