import type { Metadata } from "next";
import type { Redirect } from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { RedirectForm } from "@/components/admin/seo/redirect-form.client";
import { RedirectImport } from "@/components/admin/seo/redirect-import.client";
import { RedirectList } from "@/components/admin/seo/redirect-list.client";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";
import { RedirectTabs } from "./tabs";

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
        <section
          aria-labelledby="redirect-new-title"
          className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
        >
          <h2 id="redirect-new-title" className="mb-4 font-display text-xl font-bold text-ink-950">
            Add a redirect
          </h2>
          <RedirectForm />
        </section>
        <RedirectList redirects={content} />
        <RedirectImport />
      </div>
    </>
  );
}
