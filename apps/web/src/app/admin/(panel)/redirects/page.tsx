import type { Metadata } from "next";
import type { Redirect } from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { RedirectForm } from "@/components/admin/seo/redirect-form.client";
import { RedirectImport } from "@/components/admin/seo/redirect-import.client";
import { RedirectList } from "@/components/admin/seo/redirect-list.client";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";
import { RedirectTabs } from "./tabs";
import { Section } from "@/components/admin/shell/section";

export const metadata: Metadata = { title: "Redirects" };

export default async function AdminRedirectsPage() {
  await requirePermission("redirects");
  const { content } = await adminFetch<{ content: Redirect[] }>("/redirects");
  return (
    <>
      <PageHeading
        title="Redirects"
        description="Old addresses that send visitors on to new ones, on every instance of the site as soon as they are saved. A published post whose slug changes gets one by itself."
      />
      <RedirectTabs current="redirects" counts={content.length} />
      <div className="flex flex-col gap-8">
        <Section id="redirect-new-title" title="Add a redirect" card>
          <RedirectForm />
        </Section>
        <RedirectList redirects={content} />
        <RedirectImport />
      </div>
    </>
  );
}
