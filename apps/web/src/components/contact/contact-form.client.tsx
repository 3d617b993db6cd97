"use client";

import type { ContactLead } from "@site/contract";
import {
  checkFields,
  cleanFields,
  CONTACT_RULES,
  HONEYPOT_FIELD,
  type Attribution,
  type AttributionField,
} from "@site/contract/forms";
import { AttributionFields } from "@/components/ui/attribution-fields";
import { TOASTS } from "@/content/toasts";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormOutcomeNotice, ReturnField, useFormOutcome } from "@/components/ui/form-outcome";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { failureMessage } from "@/lib/failure-message";
import { request, RequestError } from "@/lib/request";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { useHydrated } from "@/hooks/use-hydrated";
import { newlinesToBr, type FormOutcome } from "@/lib/forms/outcome";

type Field = keyof typeof CONTACT_RULES;

/** What a sent form is emptied to; where the visit came from stays. */
const DEFAULTS: Record<Exclude<Field, AttributionField>, string> = {
  first_name: "",
  last_name: "",
  email: "",
  phone_number: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};
const FIELDS = new Set<string>(Object.keys(DEFAULTS));

export type ContactFormProps = {
  /** How a submission without script came back (src/lib/forms/outcome.ts). */
  outcome?: FormOutcome;
  /** Where the visit came from, rendered as hidden fields (lib/forms/attribution.ts). */
  attribution?: Attribution;
};

export const CONTACT_PAGE = "/contact";

/**
 * The contact form (spec §5, §8): names, email, optional phone and a 5-row message. With script it
 * sends JSON and answers with toasts; without, the browser posts it to the same gateway row, which
 * sends it back here with the outcome.
 */
export function ContactForm({ outcome, attribution }: ContactFormProps) {
  // The inputs keep what they hold when the form hydrates (typed before the script ran, or sent back
  // by the server): the form reads its values from them.
  const { register, handleSubmit, reset, setError, errors, isSubmitting } = useCheckedForm<Field>({
    check: (values) => checkFields(CONTACT_RULES, values),
  });
  const hydrated = useHydrated();
  const back = useFormOutcome(outcome);
  const v = back.values;

  const onSubmit = async (values: Partial<Record<Field, string>>) => {
    const fields = cleanFields(CONTACT_RULES, values);
    const lead: ContactLead = { ...fields, message: newlinesToBr(fields.message) };
    try {
      await request("/api/leads/contact", { json: lead });
      notify.success(TOASTS.contactSuccess);
      reset(DEFAULTS);
    } catch (err) {
      notify.error(failureMessage(err, TOASTS.contactFailed));
      if (err instanceof RequestError) {
        for (const [field, message] of Object.entries(err.errors ?? {})) {
          if (FIELDS.has(field)) setError(field as Field, message);
        }
      }
    }
  };

  const id = (field: string) => `contact-${field}`;

  return (
    <form
      id="contact-form"
      method="post"
      action="/api/leads/contact"
      onSubmit={back.submitting(handleSubmit(onSubmit))}
      noValidate
      aria-label="Contact us"
      data-hydrated={hydrated || undefined}
      className="@container space-y-5"
    >
      <FormOutcomeNotice outcome={back.notice} sent={TOASTS.contactSuccess} />
      <ReturnField page={CONTACT_PAGE} />
      <div className="grid gap-5 @md:grid-cols-2">
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
      <div className="grid gap-5 @md:grid-cols-2">
        <FormField id={id("email")} label="Email" required error={back.error("email", errors.email)}>
          <TextInput
            defaultValue={v.email}
            {...register("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
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
            autoComplete="tel"
            inputMode="tel"
          />
        </FormField>
      </div>
      <FormField id={id("message")} label="Message" required error={back.error("message", errors.message)}>
        <Textarea
          defaultValue={v.message}
          {...register("message")}
          rows={5}
          placeholder="A few lines about your project, your timeline and how we can help"
        />
      </FormField>
      <HoneypotField id={id("company_fax")} {...register(HONEYPOT_FIELD)} />
      <AttributionFields attribution={attribution} sentBack={v} register={register} />
      <SubmitButton pending={isSubmitting} pendingLabel="Sending..." size="lg" className="w-full @md:w-auto">
        Send message
      </SubmitButton>
    </form>
  );
}
