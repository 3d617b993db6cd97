import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { AdminCareer } from "@site/contract";
import { CareerEditor } from "@/components/admin/careers/career-editor.client";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { SeoPanel } from "@/components/admin/seo/seo-panel.client";
import { buttonClasses } from "@/components/ui/button";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Edit position" };

export default async function AdminEditCareerPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission("careers");
  const { id } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  const career = await adminFetch<AdminCareer>(`/careers/${id}`).catch((err) => {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  });
  return (
    <>
      <PageHeading
        title={career.title}
        description={`${career.applicant_count} applicant${career.applicant_count === 1 ? "" : "s"} so far.`}
        actions={
          <Link
            href={`/admin/careers/${career.id}/history`}
            className={buttonClasses({ variant: "outline" })}
          >
            History
          </Link>
        }
      />
      {/* Not keyed by the last change, as the post editor: nothing typed while a save lands is lost. */}
      <CareerEditor career={career} />
      <SeoPanel
        path={`/careers/${career.id}/seo`}
        initial={career}
        fallback={{ title: career.title, description: "the start of the job description" }}
      />
    </>
  );
}
