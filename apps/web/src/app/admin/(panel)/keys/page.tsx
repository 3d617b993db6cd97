import type { Metadata } from "next";
import type { TeamApiKey } from "@site/contract";
import { KeyManager } from "@/components/admin/people/key-manager.client";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { requirePermission } from "@/lib/admin/session";
import { adminFetch } from "@/lib/api/admin";

export const metadata: Metadata = { title: "Keys" };

export default async function AdminKeysPage() {
  const me = await requirePermission("keys");
  const keys = await adminFetch<TeamApiKey[]>("/keys");
  return (
    <>
      <PageHeading
        title="API keys"
        description="Keys let machines call the admin API with one role. Each is shown once when made."
      />
      <KeyManager keys={keys} isOwner={me.roles.includes("owner")} />
    </>
  );
}
