import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { AdminApplicantDetail } from "@site/contract";
import { ApplicantHistory } from "@/components/admin/applicants/applicant-history";
import { CandidateEmail } from "@/components/admin/applicants/candidate-email.client";
import { NoteForm } from "@/components/admin/applicants/note-form.client";
import { ResumeView } from "@/components/admin/applicants/resume-view";
import { ScorecardForm } from "@/components/admin/applicants/scorecard-form.client";
import { ReplyBy } from "@/components/admin/applicants/reply-by";
import { StageBadge } from "@/components/admin/shell/status-badge";
import { StageForm } from "@/components/admin/applicants/stage-form.client";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { CopyButton } from "@/components/ui/copy-button";
import { env } from "@/env";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";
import { dateTime } from "@/lib/admin/format";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Application" };

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <h2 id={id} className="mb-4 font-display text-lg font-bold text-ink-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function AdminApplicantPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission("applicants");
  const { id } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  const a = await adminFetch<AdminApplicantDetail>(`/applicants/${id}`).catch((err) => {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  });
  const name = `${a.first_name} ${a.last_name}`;
  const statusUrl = new URL(a.status_path, env.SITE_URL).toString();
  const mine = a.scorecards.find((c) => c.mine);
  const answers: [string, React.ReactNode][] = [
    [
      "Position",
      <Link key="p" href={`/admin/applicants?position=${a.career_id}`} className="text-brand-700 underline">
        {a.job_title}
        {a.career_status === "CLOSED" ? " (closed)" : ""}
      </Link>,
    ],
    [
      "Email",
      <a key="e" href={`mailto:${a.email}`} className="break-all text-brand-700 underline">
        {a.email}
      </a>,
    ],
    ["Phone", a.phone_number ? `${a.phone_country_code} ${a.phone_number}` : "Not given"],
    ["Location", [a.city, a.state, a.country].filter(Boolean).join(", ") || "Not given"],
    ["Source", a.applicant_source === "WEBSITE" ? "The careers page" : a.applicant_source],
    ["Applied", dateTime(a.created_date)],
  ];
  return (
    <>
      <PageHeading
        back={{ href: "/admin/applicants", label: "All applicants" }}
        title={name}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{a.job_title}</span>
            <StageBadge stage={a.stage} />
            <ReplyBy date={a.reply_by} overdue={a.overdue} />
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Panel title="Answers">
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
              {answers.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-sm font-semibold text-ink-700">{label}</dt>
                  <dd className="min-w-0 text-ink-900">{value}</dd>
                </div>
              ))}
              {a.stage === "rejected" && a.rejection_reason ? (
                <div className="contents">
                  <dt className="text-sm font-semibold text-ink-700">Rejected because</dt>
                  <dd className="min-w-0 text-ink-900">{a.rejection_reason}</dd>
                </div>
              ) : null}
            </dl>
          </Panel>
          <Panel title="Resume">
            <ResumeView id={a.id} name={name} resume={a.resume} />
          </Panel>
          <Panel title="History">
            <ApplicantHistory events={a.history} />
          </Panel>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Panel title="Stage">
            <StageForm applicant={a} />
          </Panel>
          <Panel title="E-mail the candidate">
            <CandidateEmail applicant={a} />
          </Panel>
          <Panel title="Candidate's status link">
            <p className="mb-3 text-sm text-ink-700">
              A private page, no account needed, that shows the candidate their stage in plain words (never
              notes or scores). The templates include it.
            </p>
            <p className="mb-3 text-sm break-all text-ink-900">
              <a href={statusUrl} className="text-brand-700 underline">
                {statusUrl}
              </a>
            </p>
            <CopyButton value={statusUrl} label="Copy status link" className="text-brand-700" />
          </Panel>
          <Panel title="Scorecards">
            {a.scorecards.length ? (
              <>
                <p className="mb-3 text-sm text-ink-700">
                  Average {a.average_score} out of 5 from {a.scorecards.length} reviewer
                  {a.scorecards.length === 1 ? "" : "s"}.
                </p>
                <ul className="mb-5 flex flex-col gap-3">
                  {a.scorecards.map((c) => (
                    <li key={c.reviewer} className="rounded-xl bg-ink-50 px-3 py-2 text-sm">
                      <p className="font-semibold text-ink-900">
                        {c.reviewer}
                        {c.mine ? " (you)" : ""}: {c.score} out of 5
                      </p>
                      {c.summary ? (
                        <p className="mt-1 whitespace-pre-line text-ink-700">{c.summary}</p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="mb-4 text-sm text-ink-700">No scorecard yet.</p>
            )}
            <ScorecardForm id={a.id} mine={mine} />
          </Panel>
          <Panel title="Notes">
            <NoteForm id={a.id} />
          </Panel>
        </div>
      </div>
    </>
  );
}
