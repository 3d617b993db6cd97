// Linted as apps/web/src/lib/api: the API's one client builds and fetches its addresses.
import { apiUrl } from "./client";

export async function fixture() {
  return (await fetch(apiUrl("/blog-authors"), { cache: "no-store" })).status;
}
