import type { Metadata } from "next";
import { CLIENT_LOGO_ROWS } from "@site/contract";
import { ClientLogosEditor } from "@/components/admin/client-logos-editor.client";
import { PageHeading } from "@/components/admin/page-heading";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Edit client logos" };

export default async function AdminClientLogosEditPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("client-logos", (await params).key);
  const row = CLIENT_LOGO_ROWS[entry.key];
  return (
    <>
      <PageHeading
        title={row.label}
        description={`${row.hint} A logo's path is an image of the site's own, e.g. /images/clients/univoip.svg.`}
      />
      <ClientLogosEditor key={entry.key} entry={entry} />
    </>
  );
}
