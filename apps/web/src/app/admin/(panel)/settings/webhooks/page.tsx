import type { Metadata } from "next";
import { WEBHOOK_EVENT_LABELS, type AdminWebhookDelivery, type AdminWebhooks } from "@site/contract";
import { DataTable, type Column } from "@/components/admin/lists/data-table";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { WebhookManager } from "@/components/admin/settings/webhook-manager.client";
import { dateTime } from "@/lib/admin/format";
import { requirePermission } from "@/lib/admin/session";
import { adminFetch } from "@/lib/api/admin";
import { Section } from "@/components/admin/shell/section";

export const metadata: Metadata = { title: "Webhooks" };

const STATUS: Record<AdminWebhookDelivery["status"], string> = {
  pending: "Trying again",
  delivered: "Delivered",
  failed: "Failed for good",
};

const LOG: Column<AdminWebhookDelivery>[] = [
  { header: "When", cell: (d) => dateTime(d.created_at), className: "whitespace-nowrap" },
  { header: "Event", cell: (d) => WEBHOOK_EVENT_LABELS[d.event] },
  { header: "Address", cell: (d) => <span className="break-all">{d.endpoint_url}</span> },
  {
    header: "Status",
    cell: (d) =>
      `${STATUS[d.status]}${d.response_status ? ` (${d.response_status})` : ""}${d.delivered_at ? `, ${dateTime(d.delivered_at)}` : ""}`,
  },
  { header: "Attempts", cell: (d) => d.attempts },
  { header: "Last error", cell: (d) => d.error ?? "—" },
];

/** Outbound webhooks: the addresses told of new leads and applications, and what was sent to them. */
export default async function AdminWebhooksPage() {
  await requirePermission("settings");
  const { endpoints, deliveries } = await adminFetch<AdminWebhooks>("/webhooks");
  return (
    <>
      <PageHeading
        back={{ href: "/admin/settings", label: "Settings" }}
        title="Webhooks"
        description="Other systems told of each new lead and application: a signed POST, tried again for about 20 minutes until the address answers."
      />
      <div className="flex flex-col gap-6">
        <Section id="webhook-addresses" title="Addresses" card>
          <WebhookManager endpoints={endpoints} />
        </Section>
        <Section id="webhook-log" title="Delivery log">
          <DataTable
            caption="Deliveries, newest first"
            columns={LOG}
            rows={deliveries}
            rowKey={(d) => d.id}
            empty="Nothing sent yet."
          />
        </Section>
      </div>
    </>
  );
}
