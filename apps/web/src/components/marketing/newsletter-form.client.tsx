"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { HONEYPOT_FIELD, newsletterSchema } from "@site/contract";
import { TOASTS } from "@/content/toasts";
import { FormField } from "@/components/ui/form-field";
import { FormOutcomeNotice, ReturnField, useFormOutcome } from "@/components/ui/form-outcome";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { TextInput } from "@/components/ui/text-input";
import { SubmitButton } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { failureMessage } from "@/lib/failure-message";
import { request } from "@/lib/request";
import type { FormOutcome } from "@/lib/forms/outcome";

type Input = z.input<typeof newsletterSchema>;
type Output = z.output<typeof newsletterSchema>;

export type NewsletterFormProps = {
  /** The page the box is on: a submission without script comes back to it. */
  page: string;
  outcome?: FormOutcome;
};

/** The newsletter box's form: a validated email sent to the API's newsletter call, with toasts. */
export function NewsletterForm({ page, outcome }: NewsletterFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    // No defaults on purpose: react-hook-form then adopts what an input already holds when the
    // form hydrates (typed before the script ran, or sent back by the server) instead of clearing it.
    resolver: zodResolver(newsletterSchema),
  });
  const back = useFormOutcome(outcome);

  const onSubmit = async (data: Output) => {
    try {
      await request("/api/leads/newsletter", { json: data });
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
      <FormField
        id="newsletter-email"
        label="Work email"
        required
        error={back.error("email", errors.email?.message)}
      >
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
