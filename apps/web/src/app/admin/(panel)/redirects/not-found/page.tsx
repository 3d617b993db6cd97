import type { Metadata } from "next";
import type { NotFoundRow } from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { NotFoundLog } from "@/components/admin/seo/not-found-log.client";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";
import { RedirectTabs } from "../tabs";

export const metadata: Metadata = { title: "404 log" };

export default async function AdminNotFoundLogPage() {
  await requirePermission("redirects");
  const { content } = await adminFetch<{ content: NotFoundRow[] }>("/not-found-log");
  return (
    <>
      <PageHeading
        title="404 log"
        description="Addresses visitors asked for that the site does not have, without their query strings. Make one a redirect in a click."
      />
      <RedirectTabs current="log" counts={content.length} />
      <NotFoundLog rows={content} />
    </>
  );
}
