import "server-only";
import { notFound } from "next/navigation";
import { type AdminMarketingEntry, marketingKeySchema } from "@site/contract";
import { isTestimonialsKey, type TestimonialsKey } from "@/components/admin/testimonials-sections";
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

/** A testimonials section's entry ("home", "customer-stories") for its editor and preview, or the 404 page. */
export async function testimonialsEntry(
  key: string,
): Promise<AdminMarketingEntry<"testimonials"> & { key: TestimonialsKey }> {
  if (!isTestimonialsKey(key)) notFound();
  const entry = await adminFetch<AdminMarketingEntry<"testimonials">>(`/content/testimonials/${key}`);
  return { ...entry, key };
}
