import "server-only";
import { notFound } from "next/navigation";
import { type AdminMarketingEntry, marketingKeySchema } from "@site/contract";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";

/** A service's entry for its editor and preview, or the 404 page for a slug the API does not know. */
export async function serviceEntry(slug: string): Promise<AdminMarketingEntry<"service">> {
  if (!marketingKeySchema.safeParse(slug).success) notFound();
  return adminFetch<AdminMarketingEntry<"service">>(`/content/service/${slug}`).catch((err) => {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  });
}
