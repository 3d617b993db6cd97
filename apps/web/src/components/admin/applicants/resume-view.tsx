import type { AdminApplicantDetail } from "@site/contract";
import { DownloadLink } from "@/components/admin/shell/download-link";

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The resume in the page: a PDF in a frame of the site's own (the browser's viewer), a Word file as a
 * download. Each view or download is in the audit trail (the API records the read).
 */
export function ResumeView({
  id,
  name,
  resume,
}: {
  id: number;
  name: string;
  resume: AdminApplicantDetail["resume"];
}) {
  if (!resume) return <p className="text-ink-700">No resume on file.</p>;
  const href = `/api/admin/applicants/${id}/resume`;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
        <span className="break-all">
          {resume.original_name} · {size(resume.size_bytes)}
        </span>
        <DownloadLink href={href} variant="secondary" label={`Download ${name}'s resume`}>
          Download
        </DownloadLink>
      </p>
      {resume.mime_type === "application/pdf" ? (
        <iframe
          title={`${name}'s resume`}
          src={`${href}?inline=1`}
          className="h-[70vh] min-h-96 w-full rounded-xl border border-ink-200"
        />
      ) : (
        <p className="text-sm text-ink-700">
          Word documents cannot be shown in the page: download the file to read it.
        </p>
      )}
    </div>
  );
}
