"use client";

import Link from "next/link";
import {
  adminCareerSchema,
  type AdminCareer,
  type BodyFormat,
  type CareerStatus,
  formatPayRange,
  PAY_CURRENCIES,
  type PayRange,
  payRangeSchema,
} from "@site/contract";
import { CareerDescription, CareerFacts } from "@/components/careers/career-details";
import { Checkbox } from "@/components/ui/checkbox";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { RadioGroup } from "@/components/ui/radio-group";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { dateTime } from "@/lib/admin/format";
import { BodyField } from "../editing/body-field";
import { DeleteButton } from "../editing/delete-button.client";
import { EditorBar } from "../editing/editor-bar";
import { PublishSchedule } from "../editing/publish-schedule.client";
import { RichTextPreview } from "../editing/rich-text-preview";
import { useItemEditor } from "../editing/use-item-editor";
import { usePreview } from "../editing/use-preview";
import { StatusBadge } from "../shell/status-badge";
import { CareerArchiveButton } from "./career-archive-button.client";

type Values = {
  title: string;
  position_arrangement: string;
  job_description: string;
  body_format: BodyFormat;
  status: CareerStatus;
  published: boolean;
  /** As typed: "120,000", "62.50". */
  pay_min: string;
  pay_max: string;
  pay_currency: string;
  pay_period: string;
};

/**
 * What the form sends: with both amounts blank there is no range, whatever the currency and period
 * selects still show, so an open position without one gets the one message that says so.
 */
function toRequest(values: Values) {
  const blank = values.pay_min.trim() === "" && values.pay_max.trim() === "";
  return blank ? { ...values, pay_min: null, pay_max: null, pay_currency: null, pay_period: null } : values;
}

/** The range as the public page will show it, once it is complete and valid. */
function payPreview(values: Values): PayRange | null {
  const parsed = adminCareerSchema.safeParse({ ...toRequest(values), status: "CLOSED" });
  if (!parsed.success || parsed.data.pay_min == null) return null;
  const range = payRangeSchema.safeParse({
    min: parsed.data.pay_min,
    max: parsed.data.pay_max,
    currency: parsed.data.pay_currency,
    period: parsed.data.pay_period,
  });
  return range.success ? range.data : null;
}

/** The form's values from the server's copy of an opening (a new one: its defaults). */
function initialValues(career: AdminCareer | undefined): Values {
  return {
    title: career?.title ?? "",
    position_arrangement: career?.position_arrangement ?? "FULL_TIME",
    // What the team typed, as typed (an opening from before the source was kept: its HTML).
    job_description: career?.description_source ?? "",
    body_format: career?.body_format ?? "markdown",
    status: career?.status ?? "OPEN",
    published: career?.published ?? true,
    pay_min: career?.pay_min == null ? "" : String(career.pay_min),
    pay_max: career?.pay_max == null ? "" : String(career.pay_max),
    pay_currency: career?.pay_currency ?? "USD",
    pay_period: career?.pay_period ?? "YEAR",
  };
}

/**
 * Creates or edits a position: title, arrangement, pay range (required while open), description (Markdown
 * or HTML), open or closed, listed or not.
 */
export function CareerEditor({ career }: { career?: AdminCareer }) {
  // An unlisted opening saves itself as the person types; a listed one's changes wait for Save.
  const { values, set, errors, action, autosave, write, opened } = useItemEditor<Values, AdminCareer, "save">(
    {
      item: career,
      initial: initialValues,
      schema: adminCareerSchema,
      toRequest,
      api: "/careers",
      editor: "/admin/careers",
      off: !career
        ? "Autosave starts once the opening is created."
        : career.published
          ? "Autosave is off while the opening is listed: Save changes updates its page."
          : undefined,
    },
  );
  // The description renders through the careers' own preview (the Recruiter may use it), shown with
  // the opening's public page components.
  const preview = usePreview(values.job_description, values.body_format, "/careers/preview");
  const payRange = payPreview(values);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!action.check(adminCareerSchema, toRequest(values))) return;
    await action.run("save", () => write(values), {
      done: (saved) => `Saved ${saved.title}.`,
      refresh: !!career,
      onDone: (saved) => {
        if (!career) opened(saved);
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <EditorBar
        label="Save"
        autosave={autosave}
        status={
          career?.archived_at ? (
            <StatusBadge status="ARCHIVED" />
          ) : career?.publish_at && !career.published ? (
            <StatusBadge status="SCHEDULED" detail={dateTime(career.publish_at)} />
          ) : (
            <span className="font-semibold text-ink-900">
              {!career ? "New opening" : career.published ? "Listed on the careers page" : "Not listed"}
            </span>
          )
        }
      >
        {career?.published ? (
          <Link
            href={`/about/career/${career.id}`}
            target="_blank"
            className="px-2 text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
          >
            View the public page
          </Link>
        ) : null}
        <SubmitButton pending={action.pending === "save"}>
          {career ? "Save changes" : "Create position"}
        </SubmitButton>
        {career ? (
          <CareerArchiveButton
            id={career.id}
            title={career.title}
            archived={Boolean(career.archived_at)}
            size="md"
          />
        ) : null}
        {career ? <DeleteButton kind="career" id={career.id} title={career.title} fromEditor /> : null}
      </EditorBar>
      {career && !career.published && !career.archived_at ? (
        <PublishSchedule
          path={`/careers/${career.id}/schedule`}
          id="career"
          what="opening"
          publishAt={career.publish_at}
        />
      ) : null}
      <div className="grid gap-5 rounded-card border border-ink-200 bg-white p-5 lg:grid-cols-2">
        <FormField id="career-title" label="Title" required error={errors.title}>
          <TextInput value={values.title} maxLength={200} onChange={(e) => set("title", e.target.value)} />
        </FormField>
        <FormField
          id="career-arrangement"
          label="Arrangement"
          required
          error={errors.position_arrangement}
          hint="Words joined by underscores, e.g. FULL_TIME_REMOTE or CONTRACT_HYBRID."
        >
          <TextInput
            value={values.position_arrangement}
            maxLength={80}
            onChange={(e) => set("position_arrangement", e.target.value)}
          />
        </FormField>
        <RadioGroup
          name="status"
          label="Applications"
          inline
          value={values.status}
          onChange={(v) => set("status", v as CareerStatus)}
          options={[
            { label: "Open", value: "OPEN" },
            { label: "Closed", value: "CLOSED" },
          ]}
        />
        <Checkbox
          label="Listed on the careers page"
          checked={values.published}
          onCheckedChange={(checked) => set("published", checked)}
        />
      </div>
      <fieldset className="rounded-card border border-ink-200 bg-white p-5">
        {/* Floated, so the legend sits inside the card instead of on its border. */}
        <legend className="float-left w-full text-sm font-semibold text-ink-900">Pay range</legend>
        <p className="clear-both pt-1 text-sm text-ink-600">
          Required while the position is open: the range you reasonably expect to pay (California SB 1162). It
          shows on the position&apos;s page and in its search listing.
        </p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {(
            [
              ["pay_min", "career-pay-min", "Minimum", "120000"],
              ["pay_max", "career-pay-max", "Maximum", "150000"],
            ] as const
          ).map(([key, id, label, example]) => (
            <FormField key={key} id={id} label={label} error={errors[key]}>
              <TextInput
                inputMode="decimal"
                placeholder={example}
                maxLength={20}
                value={values[key]}
                onChange={(e) => set(key, e.target.value)}
              />
            </FormField>
          ))}
          <FormField id="career-pay-currency" label="Currency" error={errors.pay_currency}>
            <Select
              value={values.pay_currency}
              onChange={(e) => set("pay_currency", e.target.value)}
              options={PAY_CURRENCIES.map((code) => ({ label: code, value: code }))}
            />
          </FormField>
          <FormField id="career-pay-period" label="Paid per" error={errors.pay_period}>
            <Select
              value={values.pay_period}
              onChange={(e) => set("pay_period", e.target.value)}
              options={[
                { label: "Year (salary)", value: "YEAR" },
                { label: "Hour", value: "HOUR" },
              ]}
            />
          </FormField>
        </div>
        <p className="mt-3 text-sm text-ink-600" aria-live="polite">
          {payRange ? (
            <>
              Shown as <strong className="text-ink-900">{formatPayRange(payRange)}</strong>
            </>
          ) : (
            "Leave both amounts empty for no range (a closed position only)."
          )}
        </p>
      </fieldset>
      <BodyField
        id="career-description"
        label="Job description"
        error={errors.job_description}
        rows={18}
        value={values.job_description}
        format={values.body_format}
        onChange={(text) => set("job_description", text)}
        onFormat={(format) => set("body_format", format)}
      >
        <RichTextPreview preview={preview} heading="Preview: the opening's page">
          <div className="flex min-w-0 flex-col gap-5 overflow-auto p-5">
            <p className="font-display text-2xl font-bold text-ink-950">{values.title || "Title"}</p>
            <CareerFacts
              postedDate={career?.posted_date ?? new Date().toISOString()}
              arrangement={values.position_arrangement || "FULL_TIME"}
              payRange={payRange}
            />
            {preview.html ? (
              <CareerDescription html={preview.html} headingId="career-preview-description" />
            ) : (
              <p className="text-ink-600">Start writing to see the description as applicants will.</p>
            )}
          </div>
        </RichTextPreview>
      </BodyField>
    </form>
  );
}
