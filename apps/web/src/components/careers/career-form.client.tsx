"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useController, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  APPLICANT_SOURCE,
  careerFormSchema,
  DEFAULT_PHONE_CODE,
  HONEYPOT_FIELD,
  MESSAGES,
  type CareerApplication,
} from "@site/contract";
import { TOASTS } from "@/content/toasts";
import { UI_TEXT } from "@/content/ui-text";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormOutcomeNotice, ReturnField, useFormOutcome } from "@/components/ui/form-outcome";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Select, type SelectOption } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { notify } from "@/components/ui/toast";
import { failureMessage } from "@/lib/failure-message";
import { request, RequestError } from "@/lib/request";
import type { FormOutcome } from "@/lib/forms/outcome";
import { LocationFields, type LocationLists } from "./location-fields.client";
import { ResumeField } from "./resume-field.client";
import { RESUME_MAX_LABEL, resumeField, resumeProblem } from "./resume-schema";
import { useHydrated } from "@/hooks/use-hydrated";

const formSchema = careerFormSchema.extend({ resume: resumeField });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
type FieldName = keyof FormInput;

const DEFAULTS: FormInput = {
  first_name: "",
  last_name: "",
  email: "",
  country: "",
  state: "",
  city: "",
  phone_country_code: DEFAULT_PHONE_CODE,
  phone_number: "",
  resume: null,
  [HONEYPOT_FIELD]: "",
};

const FIELD_NAMES = new Set<string>(Object.keys(DEFAULTS));

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
  const {
    control,
    register,
    setValue,
    setError,
    clearErrors,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    // Text fields have no defaults here on purpose: react-hook-form then adopts what an input already holds when the
    // form hydrates (typed before the script ran, or sent back by the server) instead of clearing it.
    // The selects do: the location lists follow them, from the first render on.
    defaultValues: {
      country: v.country ?? "",
      state: v.state ?? "",
      city: v.city ?? "",
      phone_country_code: v.phone_country_code || DEFAULT_PHONE_CODE,
      resume: null,
    },
  });
  const hydrated = useHydrated();
  const { field: resume } = useController({ control, name: "resume" });

  const chooseResume = (file: File | null) => {
    const problem = file ? resumeProblem(file) : null;
    // setValue, not field.onChange: a re-validation would replace the message set here.
    setValue("resume", problem ? null : file, { shouldDirty: true });
    // A file the API would refuse is not kept: the visitor sees why at once.
    if (problem) setError("resume", { message: problem });
    else if (file) clearErrors("resume");
  };

  const onSubmit = async ({ resume: file, ...fields }: FormOutput) => {
    if (!file) return; // the schema already requires it
    const applicantInfo: CareerApplication = {
      ...fields,
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
      reset(DEFAULTS);
    } catch (err) {
      notify.error(failureMessage(err, TOASTS.applicationFailed));
      showServerErrors(err);
    }
  };

  // The API's reasons land under the fields they concern; every value stays as the visitor left it.
  const showServerErrors = (err: unknown) => {
    if (!(err instanceof RequestError)) return;
    if (err.status === 413) setError("resume", { message: MESSAGES.resumeTooLarge });
    else if (err.status === 415) setError("resume", { message: MESSAGES.resumeType });
    for (const [key, message] of Object.entries(err.errors ?? {})) {
      // The API names the file part resumeFile; the form calls it resume.
      const field = key === "resumeFile" ? "resume" : key;
      if (FIELD_NAMES.has(field)) setError(field as FieldName, { message });
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
            error={back.error("first_name", errors.first_name?.message)}
          >
            <TextInput defaultValue={v.first_name} {...register("first_name")} autoComplete="given-name" />
          </FormField>
          <FormField
            id={id("last_name")}
            label="Last name"
            required
            error={back.error("last_name", errors.last_name?.message)}
          >
            <TextInput defaultValue={v.last_name} {...register("last_name")} autoComplete="family-name" />
          </FormField>
        </div>

        <FormField id={id("email")} label="Email" required error={back.error("email", errors.email?.message)}>
          <TextInput
            defaultValue={v.email}
            {...register("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        </FormField>

        <LocationFields
          control={control}
          register={register}
          setValue={setValue}
          closed={closed}
          idPrefix="career"
          lists={locations}
          chosen={v}
        />

        <div className="grid gap-5 @sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)] @xl:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
          <FormField
            id={id("phone_country_code")}
            label="Country code"
            error={back.error("phone_country_code", errors.phone_country_code?.message)}
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
            error={back.error("phone_number", errors.phone_number?.message)}
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
          error={back.error("resume", errors.resume?.message)}
          hint={`PDF, DOC or DOCX, up to ${RESUME_MAX_LABEL}.`}
        >
          <ResumeField
            name={resume.name}
            file={resume.value ?? null}
            disabled={closed}
            onBlur={resume.onBlur}
            onChange={chooseResume}
          />
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
