"use client";

import { useState } from "react";
import { APPLICANT_SOURCE, DEFAULT_PHONE_CODE, MESSAGES, type CareerApplication } from "@site/contract";
import { CAREER_FORM_RULES, checkFields, cleanFields, HONEYPOT_FIELD } from "@site/contract/forms";
import { TOASTS } from "@/content/toasts";
import { UI_TEXT } from "@/content/ui-text";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormOutcomeNotice, ReturnField, useFormOutcome } from "@/components/ui/form-outcome";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Select, type SelectOption } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { notify } from "@/components/ui/toast";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { failureMessage } from "@/lib/failure-message";
import { request, RequestError } from "@/lib/request";
import type { FormOutcome } from "@/lib/forms/outcome";
import { LocationFields, type LocationLists } from "./location-fields.client";
import { ResumeField } from "./resume-field.client";
import { RESUME_MAX_LABEL, resumeMessage, resumeProblem } from "./resume-schema";
import { useHydrated } from "@/hooks/use-hydrated";

/** The form's fields: the contract's, and the resume (a file, kept apart). */
type FieldName = keyof typeof CAREER_FORM_RULES | "resume";
type TextField = Exclude<FieldName, "resume">;

const DEFAULTS: Record<TextField, string> = {
  first_name: "",
  last_name: "",
  email: "",
  country: "",
  state: "",
  city: "",
  phone_country_code: DEFAULT_PHONE_CODE,
  phone_number: "",
  [HONEYPOT_FIELD]: "",
};

const FIELD_NAMES = new Set<string>([...Object.keys(DEFAULTS), "resume"]);

export type CareerFormProps = {
  careerId: number;
  jobTitle: string;
  closed: boolean;
  /** The calling codes, built on the server (the phone library never reaches the browser). */
  phoneCodes: SelectOption[];
  /** The location lists the server rendered (every country; states and cities of a choice). */
  locations?: LocationLists;
  /** How a submission without script came back (src/lib/forms/outcome.ts). */
  outcome?: FormOutcome;
};

/**
 * The application form of a career (spec §4, §5, §7): validated with the contract's schema, sent as
 * multipart (applicantInfo JSON + resumeFile) through the site's /api/applications handler. Success
 * resets everything, the file included; failure keeps every value so the visitor can try again.
 */
export function CareerForm({ careerId, jobTitle, closed, phoneCodes, locations, outcome }: CareerFormProps) {
  const back = useFormOutcome(outcome);
  const v = back.values;
  const [resume, setResume] = useState<File | null>(null);
  // The inputs keep what they hold when the form hydrates (typed before the script ran, or sent back
  // by the server): the form reads its values from them. The location lists follow the country and
  // state chosen, from the first render on.
  const form = useCheckedForm<FieldName>({
    check: (values) => {
      const messages = checkFields(CAREER_FORM_RULES, values);
      const problem = resumeMessage(resume);
      return problem ? { ...messages, resume: problem } : messages;
    },
    watch: { country: v.country ?? "", state: v.state ?? "" },
  });
  const { register, setError, clearErrors, handleSubmit, errors, isSubmitting } = form;
  const hydrated = useHydrated();

  const chooseResume = (file: File | null) => {
    const problem = file ? resumeProblem(file) : null;
    setResume(problem ? null : file);
    // A file the API would refuse is not kept: the visitor sees why at once.
    if (problem) setError("resume", problem);
    else if (file) clearErrors("resume");
  };

  const reset = () => {
    form.reset({ ...DEFAULTS });
    setResume(null);
  };

  const onSubmit = async (values: Partial<Record<FieldName, string>>) => {
    const file = resume;
    if (!file) return; // checked already
    const applicantInfo: CareerApplication = {
      ...cleanFields(CAREER_FORM_RULES, values),
      applicant_source: APPLICANT_SOURCE,
      job_title: jobTitle,
      job_application_id: careerId,
    };
    const body = new FormData();
    body.append("applicantInfo", JSON.stringify(applicantInfo));
    body.append("resumeFile", file, file.name);
    try {
      await request("/api/applications", { body });
      notify.success(TOASTS.applicationSuccess);
      reset();
    } catch (err) {
      notify.error(failureMessage(err, TOASTS.applicationFailed));
      showServerErrors(err);
    }
  };

  // The API's reasons land under the fields they concern; every value stays as the visitor left it.
  const showServerErrors = (err: unknown) => {
    if (!(err instanceof RequestError)) return;
    if (err.status === 413) setError("resume", MESSAGES.resumeTooLarge);
    else if (err.status === 415) setError("resume", MESSAGES.resumeType);
    for (const [key, message] of Object.entries(err.errors ?? {})) {
      // The API names the file part resumeFile; the form calls it resume.
      const field = key === "resumeFile" ? "resume" : key;
      if (FIELD_NAMES.has(field)) setError(field as FieldName, message);
    }
  };

  const id = (field: string) => `career-${field}`;

  return (
    <form
      method="post"
      action="/api/applications"
      encType="multipart/form-data"
      onSubmit={back.submitting(handleSubmit(onSubmit))}
      noValidate
      aria-label="Job application"
      data-hydrated={hydrated || undefined}
      className="@container space-y-6"
    >
      {closed ? (
        <div
          role="note"
          className="flex items-start gap-3 rounded-xl border border-danger-600/30 bg-danger-50 px-4 py-3 text-danger-600"
        >
          <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0" aria-hidden="true">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M6.5 6.5l7 7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <p className="text-[0.9375rem] font-semibold">{UI_TEXT.closedPosition}</p>
        </div>
      ) : null}

      <FormOutcomeNotice outcome={back.notice} sent={TOASTS.applicationSuccess} />
      {/* A disabled fieldset disables every control inside it at once, buttons included. */}
      <fieldset disabled={closed} className="min-w-0 space-y-5">
        <legend className="sr-only">Your details</legend>
        <ReturnField page={`/about/career/${careerId}`} />
        <input type="hidden" name="job_application_id" value={careerId} />
        <input type="hidden" name="job_title" value={jobTitle} />
        {/* Enter in a field sends the application, not the location step below (the first submit
            button of a form is the one Enter presses). */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        <div className="grid gap-5 @sm:grid-cols-2">
          <FormField
            id={id("first_name")}
            label="First name"
            required
            error={back.error("first_name", errors.first_name)}
          >
            <TextInput defaultValue={v.first_name} {...register("first_name")} autoComplete="given-name" />
          </FormField>
          <FormField
            id={id("last_name")}
            label="Last name"
            required
            error={back.error("last_name", errors.last_name)}
          >
            <TextInput defaultValue={v.last_name} {...register("last_name")} autoComplete="family-name" />
          </FormField>
        </div>

        <FormField id={id("email")} label="Email" required error={back.error("email", errors.email)}>
          <TextInput
            defaultValue={v.email}
            {...register("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        </FormField>

        <LocationFields form={form} closed={closed} idPrefix="career" lists={locations} chosen={v} />

        <div className="grid gap-5 @sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)] @xl:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
          <FormField
            id={id("phone_country_code")}
            label="Country code"
            error={back.error("phone_country_code", errors.phone_country_code)}
          >
            <Select
              {...register("phone_country_code")}
              defaultValue={v.phone_country_code || DEFAULT_PHONE_CODE}
              options={phoneCodes}
              autoComplete="tel-country-code"
            />
          </FormField>
          <FormField
            id={id("phone_number")}
            label="Phone number"
            error={back.error("phone_number", errors.phone_number)}
          >
            <TextInput
              defaultValue={v.phone_number}
              {...register("phone_number")}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
            />
          </FormField>
        </div>

        <FormField
          id={id("resume")}
          label="Resume"
          required
          error={back.error("resume", errors.resume)}
          hint={`PDF, DOC or DOCX, up to ${RESUME_MAX_LABEL}.`}
        >
          <ResumeField name="resume" file={resume} disabled={closed} onChange={chooseResume} />
        </FormField>
        <HoneypotField id={id("company_fax")} {...register(HONEYPOT_FIELD)} />

        <SubmitButton
          pending={isSubmitting}
          pendingLabel="Submitting..."
          size="lg"
          className="w-full sm:w-auto"
        >
          Submit application
        </SubmitButton>
      </fieldset>
    </form>
  );
}
