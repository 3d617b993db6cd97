import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import type { TeamSettings } from "@site/contract";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { SettingsPurge } from "@/components/admin/settings/settings-purge.client";
import { SettingsRetention } from "@/components/admin/settings/settings-retention.client";
import { requirePermission } from "@/lib/admin/session";
import { adminFetch } from "@/lib/api/admin";

export const metadata: Metadata = { title: "Settings" };

const CARD = "rounded-card border border-ink-200 bg-white p-5 shadow-card";
const TITLE = "font-display text-xl font-bold text-ink-950";

/** The team's settings: how long applications are kept, and the purge that applies it. */
export default async function AdminSettingsPage() {
  await requirePermission("settings");
  const settings = await adminFetch<TeamSettings>("/settings");
  return (
    <>
      <PageHeading
        title="Settings"
        description="How long the site keeps what applicants send."
        actions={
          <Link href="/admin/settings/webhooks" className={buttonClasses({ variant: "outline", size: "sm" })}>
            Webhooks
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="settings-retention" className={CARD}>
          <h2 id="settings-retention" className={`${TITLE} mb-3`}>
            Retention
          </h2>
          <SettingsRetention settings={settings} />
        </section>
        <section aria-labelledby="settings-purge" className={CARD}>
          <h2 id="settings-purge" className={TITLE}>
            The purge
          </h2>
          <p className="mt-2 mb-4 text-ink-700">
            Once a day the site deletes applications, and their resumes, received more than{" "}
            {settings.retention_days} days ago. Each purge that deletes something, and every run started here,
            is recorded in the audit trail.
          </p>
          <SettingsPurge retentionDays={settings.retention_days} />
        </section>
      </div>
    </>
  );
}
