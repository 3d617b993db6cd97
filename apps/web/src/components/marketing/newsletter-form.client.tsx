"use client";

import { checkFields, cleanFields, HONEYPOT_FIELD, NEWSLETTER_RULES } from "@site/contract/forms";
import { TOASTS } from "@/content/toasts";
import { FormField } from "@/components/ui/form-field";
import { FormOutcomeNotice, ReturnField, useFormOutcome } from "@/components/ui/form-outcome";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { TextInput } from "@/components/ui/text-input";
import { SubmitButton } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { failureMessage } from "@/lib/failure-message";
import { request } from "@/lib/request";
import type { FormOutcome } from "@/lib/forms/outcome";

type Field = keyof typeof NEWSLETTER_RULES;

export type NewsletterFormProps = {
  /** The page the box is on: a submission without script comes back to it. */
  page: string;
  outcome?: FormOutcome;
};

/** The newsletter box's form: a validated email sent to the API's newsletter call, with toasts. */
export function NewsletterForm({ page, outcome }: NewsletterFormProps) {
  // The inputs keep what they hold when the form hydrates (typed before the script ran, or sent back
  // by the server): the form reads its values from them.
  const { register, handleSubmit, reset, errors, isSubmitting } = useCheckedForm<Field>({
    check: (values) => checkFields(NEWSLETTER_RULES, values),
  });
  const back = useFormOutcome(outcome);

  const onSubmit = async (values: Partial<Record<Field, string>>) => {
    try {
      await request("/api/leads/newsletter", { json: cleanFields(NEWSLETTER_RULES, values) });
      reset({ email: "", [HONEYPOT_FIELD]: "" });
      notify.success(TOASTS.newsletterSuccess);
    } catch (err) {
      notify.error(failureMessage(err, TOASTS.newsletterFailed));
    }
  };

  return (
    <form
      id="newsletter-form"
      method="post"
      action="/api/leads/newsletter"
      onSubmit={back.submitting(handleSubmit(onSubmit))}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Newsletter signup"
    >
      <FormOutcomeNotice outcome={back.notice} sent={TOASTS.newsletterSuccess} />
      <ReturnField page={page} />
      <FormField id="newsletter-email" label="Work email" required error={back.error("email", errors.email)}>
        <TextInput
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          defaultValue={back.values.email}
          {...register("email")}
        />
      </FormField>
      <HoneypotField id="newsletter-company-fax" {...register(HONEYPOT_FIELD)} />
      <SubmitButton pending={isSubmitting} pendingLabel="Subscribing..." className="w-full">
        Subscribe
      </SubmitButton>
      <p className="text-xs leading-5 text-ink-600">
        We send one email a month. Unsubscribe with one click; see our{" "}
        <a href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
          privacy policy
        </a>
        .
      </p>
    </form>
  );
}
