import type { Metadata } from "next";
import { TEMPLATE_PLACEHOLDERS, type RecruitingTemplate } from "@site/contract";
import { TemplateEditor } from "@/components/admin/applicants/template-editor.client";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { adminFetch } from "@/lib/api/admin";
import { dateTime } from "@/lib/admin/format";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "E-mail templates" };

export default async function AdminRecruitingTemplatesPage() {
  await requirePermission("applicants");
  const { content } = await adminFetch<{ content: RecruitingTemplate[] }>("/applicants/templates");
  return (
    <>
      <PageHeading
        back={{ href: "/admin/applicants", label: "All applicants" }}
        title="E-mail templates"
        description={
          <>
            What candidates receive when the team sends them a message from their application. These words are
            filled in when it is sent:{" "}
            {TEMPLATE_PLACEHOLDERS.map((p, i) => (
              <span key={p}>
                {i ? ", " : ""}
                <code className="rounded bg-ink-100 px-1 text-sm">{`{{${p}}}`}</code>
              </span>
            ))}
            .
          </>
        }
      />
      <div className="flex flex-col gap-6">
        {content.map((t) => (
          <section
            key={t.kind}
            aria-labelledby={`template-${t.kind}`}
            className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
          >
            <h2 id={`template-${t.kind}`} className="font-display text-lg font-bold text-ink-950">
              {t.label}
            </h2>
            <p className="mb-4 text-sm text-ink-600">
              {t.updated_date
                ? `Last edited by ${t.updated_by} on ${dateTime(t.updated_date)}.`
                : "The original wording."}
            </p>
            <TemplateEditor template={t} />
          </section>
        ))}
      </div>
    </>
  );
}
