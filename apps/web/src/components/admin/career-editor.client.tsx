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
} from "@site/contract";
import { Checkbox } from "@/components/ui/checkbox";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { RadioGroup } from "@/components/ui/radio-group";
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
};

/** Creates or edits a position: title, arrangement, description (Markdown or HTML), open or closed, listed or not. */
export function CareerEditor({ career }: { career?: AdminCareer }) {
  const router = useRouter();
  const [values, setValues] = useState<Values>({
    title: career?.title ?? "",
    position_arrangement: career?.position_arrangement ?? "FULL_TIME",
    job_description: career?.job_description ?? "",
    body_format: career ? "html" : "markdown",
    status: career?.status ?? "OPEN",
    published: career?.published ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const preview = usePreview(values.job_description, values.body_format);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = adminCareerSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const saved = career
        ? await adminRequest<AdminCareer>(`/careers/${career.id}`, { method: "PUT", json: values })
        : await adminRequest<AdminCareer>("/careers", { json: values });
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
