"use client";

import {
  checkFields,
  cleanFields,
  DESIGN_CAMPAIGN_RULES,
  HONEYPOT_FIELD,
  type Attribution,
  type AttributionField,
} from "@site/contract/forms";
import { AttributionFields } from "@/components/ui/attribution-fields";
import { TOASTS } from "@/content/toasts";
import { FormField } from "@/components/ui/form-field";
import { FormOutcomeNotice, ReturnField, useFormOutcome } from "@/components/ui/form-outcome";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { SubmitButton } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { failureMessage } from "@/lib/failure-message";
import { request } from "@/lib/request";
import type { FormOutcome } from "@/lib/forms/outcome";
import { useHydrated } from "@/hooks/use-hydrated";

type Field = keyof typeof DESIGN_CAMPAIGN_RULES;

/** What a sent form is emptied to; where the visit came from stays. */
const empty: Record<Exclude<Field, AttributionField>, string> = {
  full_name: "",
  email: "",
  website_url: "",
  company: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

export type UxReviewFormProps = {
  outcome?: FormOutcome;
  /** Where the visit came from, rendered as hidden fields (lib/forms/attribution.ts). */
  attribution?: Attribution;
};

/**
 * The UX review request (spec §7 POST /leads/design-campaign): validated, then a toast either way;
 * without script the browser posts it and comes back with the outcome.
 */
export function UxReviewForm({ outcome, attribution }: UxReviewFormProps) {
  // The inputs keep what they hold when the form hydrates (typed before the script ran, or sent back
  // by the server): the form reads its values from them.
  const { register, handleSubmit, reset, errors, isSubmitting } = useCheckedForm<Field>({
    check: (values) => checkFields(DESIGN_CAMPAIGN_RULES, values),
  });
  const hydrated = useHydrated();
  const back = useFormOutcome(outcome);
  const v = back.values;

  const onSubmit = async (values: Partial<Record<Field, string>>) => {
    try {
      await request("/api/leads/design-campaign", { json: cleanFields(DESIGN_CAMPAIGN_RULES, values) });
      reset(empty);
      notify.success(TOASTS.reviewRequestSuccess);
    } catch (err) {
      notify.error(failureMessage(err, TOASTS.reviewRequestFailed));
    }
  };

  return (
    <form
      id="ux-review-form"
      method="post"
      action="/api/leads/design-campaign"
      onSubmit={back.submitting(handleSubmit(onSubmit))}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      aria-label="Request a UX review"
      data-hydrated={hydrated || undefined}
    >
      <div className="empty:hidden sm:col-span-2">
        <FormOutcomeNotice outcome={back.notice} sent={TOASTS.reviewRequestSuccess} />
      </div>
      <ReturnField page="/ux-review" />
      <FormField
        id="ux-full-name"
        label="Full name"
        required
        error={back.error("full_name", errors.full_name)}
      >
        <TextInput autoComplete="name" defaultValue={v.full_name} {...register("full_name")} />
      </FormField>
      <FormField id="ux-email" label="Work email" required error={back.error("email", errors.email)}>
        <TextInput type="email" autoComplete="email" defaultValue={v.email} {...register("email")} />
      </FormField>
      <FormField
        id="ux-website"
        label="Website address"
        required
        error={back.error("website_url", errors.website_url)}
      >
        <TextInput
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder="www.example.com"
          defaultValue={v.website_url}
          {...register("website_url")}
        />
      </FormField>
      <FormField id="ux-company" label="Company" error={back.error("company", errors.company)}>
        <TextInput autoComplete="organization" defaultValue={v.company} {...register("company")} />
      </FormField>
      <FormField
        id="ux-message"
        label="What should we look at first?"
        error={back.error("message", errors.message)}
        className="sm:col-span-2"
      >
        <Textarea
          rows={4}
          placeholder="For example: our pricing page gets traffic but few demo requests."
          defaultValue={v.message}
          {...register("message")}
        />
      </FormField>
      <HoneypotField id="ux-company-fax" {...register(HONEYPOT_FIELD)} />
      <AttributionFields attribution={attribution} sentBack={v} register={register} />
      <div className="sm:col-span-2">
        <SubmitButton pending={isSubmitting} pendingLabel="Sending..." size="lg" className="w-full sm:w-auto">
          Request my free review
        </SubmitButton>
      </div>
    </form>
  );
}
