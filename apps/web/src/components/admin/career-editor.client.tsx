"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  adminCareerSchema,
  type AdminCareer,
  type BodyFormat,
  type CareerStatus,
  fieldErrors,
  formatPayRange,
  PAY_CURRENCIES,
  payRangeSchema,
} from "@site/contract";
import { Checkbox } from "@/components/ui/checkbox";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { RadioGroup } from "@/components/ui/radio-group";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { RequestError } from "@/lib/request";
import { RichTextPreview } from "./rich-text-preview";
import { usePreview } from "./use-preview";

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
function payPreview(values: Values): string | null {
  const parsed = adminCareerSchema.safeParse({ ...toRequest(values), status: "CLOSED" });
  if (!parsed.success || parsed.data.pay_min == null) return null;
  const range = payRangeSchema.safeParse({
    min: parsed.data.pay_min,
    max: parsed.data.pay_max,
    currency: parsed.data.pay_currency,
    period: parsed.data.pay_period,
  });
  return range.success ? formatPayRange(range.data) : null;
}

/**
 * Creates or edits a position: title, arrangement, pay range (required while open), description (Markdown
 * or HTML), open or closed, listed or not.
 */
export function CareerEditor({ career }: { career?: AdminCareer }) {
  const router = useRouter();
  const [values, setValues] = useState<Values>({
    title: career?.title ?? "",
    position_arrangement: career?.position_arrangement ?? "FULL_TIME",
    job_description: career?.job_description ?? "",
    body_format: career ? "html" : "markdown",
    status: career?.status ?? "OPEN",
    published: career?.published ?? true,
    pay_min: career?.pay_min == null ? "" : String(career.pay_min),
    pay_max: career?.pay_max == null ? "" : String(career.pay_max),
    pay_currency: career?.pay_currency ?? "USD",
    pay_period: career?.pay_period ?? "YEAR",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const preview = usePreview(values.job_description, values.body_format);
  const shownPay = payPreview(values);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = toRequest(values);
    const parsed = adminCareerSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const saved = career
        ? await adminRequest<AdminCareer>(`/careers/${career.id}`, { method: "PUT", json: body })
        : await adminRequest<AdminCareer>("/careers", { json: body });
      notify.success(`Saved ${saved.title}.`);
      if (!career) router.replace(`/admin/careers/${saved.id}`);
      router.refresh();
    } catch (err) {
      if (err instanceof RequestError && err.errors) setErrors(err.errors);
      notify.error(err instanceof RequestError ? err.message : "An error occurred");
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
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
          <FormField id="career-pay-min" label="Minimum" error={errors.pay_min}>
            <TextInput
              inputMode="decimal"
              placeholder="120000"
              maxLength={20}
              value={values.pay_min}
              onChange={(e) => set("pay_min", e.target.value)}
            />
          </FormField>
          <FormField id="career-pay-max" label="Maximum" error={errors.pay_max}>
            <TextInput
              inputMode="decimal"
              placeholder="150000"
              maxLength={20}
              value={values.pay_max}
              onChange={(e) => set("pay_max", e.target.value)}
            />
          </FormField>
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
          {shownPay ? (
            <>
              Shown as <strong className="text-ink-900">{shownPay}</strong>
            </>
          ) : (
            "Leave both amounts empty for no range (a closed position only)."
          )}
        </p>
      </fieldset>
      <div className="rounded-card border border-ink-200 bg-white p-5">
        <RadioGroup
          name="body_format"
          label="Written in"
          inline
          value={values.body_format}
          onChange={(v) => set("body_format", v as BodyFormat)}
          options={[
            { label: "Markdown", value: "markdown" },
            { label: "HTML", value: "html" },
          ]}
        />
        <div className="mt-4 grid gap-5 lg:grid-cols-2">
          <FormField id="career-description" label="Job description" required error={errors.job_description}>
            <Textarea
              rows={18}
              value={values.job_description}
              onChange={(e) => set("job_description", e.target.value)}
              className="font-mono text-sm"
            />
          </FormField>
          <RichTextPreview preview={preview} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {career?.published ? (
          <Link
            href={`/about/career/${career.id}`}
            target="_blank"
            className="text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
          >
            View the public page
          </Link>
        ) : null}
        <SubmitButton pending={pending}>{career ? "Save changes" : "Create position"}</SubmitButton>
      </div>
    </form>
  );
}
