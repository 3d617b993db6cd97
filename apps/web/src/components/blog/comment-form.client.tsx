"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { COMMENT_MAX_LENGTH } from "@site/contract";
import {
  checkFields,
  cleanFields,
  COMMENT_RULES,
  FORM_TIME_FIELD,
  HONEYPOT_FIELD,
} from "@site/contract/forms";
import type { TOASTS } from "@/content/toasts";
import type { UI_TEXT } from "@/content/ui-text";
import { Button, SubmitButton } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormOutcomeNotice, ReturnField, useFormOutcome } from "@/components/ui/form-outcome";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { Modal } from "@/components/ui/modal";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useCheckedForm } from "@/components/ui/use-checked-form";
import { failureMessage } from "@/lib/failure-message";
import { request } from "@/lib/request";
import type { FormOutcome } from "@/lib/forms/outcome";
import { useHydrated } from "@/hooks/use-hydrated";

type FieldName = keyof typeof COMMENT_RULES;

const EMPTY: Omit<Record<FieldName, string>, typeof FORM_TIME_FIELD> = {
  comment_sender_name: "",
  comment_sender_email: "",
  sender_comment_content: "",
  [HONEYPOT_FIELD]: "",
};

/**
 * The comment form (spec §5): the contract's schema and messages, no native validation. Success
 * resets it and explains that comments are reviewed first; failure keeps the text and says so.
 */
export type CommentFormText = Pick<typeof TOASTS, "commentFailed" | "commentSent"> &
  Pick<typeof UI_TEXT, "commentReviewTitle" | "commentReviewBody" | "required">;

export type CommentFormProps = {
  postId: number;
  /** The post's page: a comment sent without script comes back to it. */
  page: string;
  /**
   * When the server showed the form, signed (contract form-time.ts): sent with the comment, so the API
   * can hold one sent faster than a person could type it. A form sent back after a refusal keeps the
   * first showing's stamp.
   */
  formStarted: string;
  outcome?: FormOutcome;
  /** The form's words, handed down by the page: the browser carries these, not every toast and interface text. */
  text: CommentFormText;
};

export function CommentForm({ postId, page, formStarted, outcome, text }: CommentFormProps) {
  const id = useId();
  const router = useRouter();
  const [reviewOpen, setReviewOpen] = useState(false);
  const back = useFormOutcome(outcome);
  const v = back.values;
  // The inputs keep what they hold when the form hydrates (typed before the script ran, or sent back
  // by the server): the form reads its values from them, and the counter follows the comment's.
  const { register, handleSubmit, reset, errors, isSubmitting, watched } = useCheckedForm<FieldName>({
    check: (values) => checkFields(COMMENT_RULES, values),
    watch: { sender_comment_content: v.sender_comment_content ?? "" },
  });
  const hydrated = useHydrated();
  const length = watched.sender_comment_content?.length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request("/api/blog/comments", {
        query: { blog_post_id: postId },
        json: cleanFields(COMMENT_RULES, values),
      });
      reset({ ...EMPTY, [FORM_TIME_FIELD]: values[FORM_TIME_FIELD] ?? formStarted });
      setReviewOpen(true);
      router.refresh();
    } catch (err) {
      notify.error(failureMessage(err, text.commentFailed));
    }
  });

  return (
    <>
      <form
        id="comment-form"
        method="post"
        action={`/api/blog/comments?blog_post_id=${postId}`}
        noValidate
        onSubmit={back.submitting(onSubmit)}
        className="flex flex-col gap-5"
        aria-labelledby={`${id}-title`}
        data-hydrated={hydrated || undefined}
      >
        <h3 id={`${id}-title`} className="text-xl font-semibold">
          Leave a comment
        </h3>
        <p className="-mt-3 text-sm text-ink-600">
          Your email is never published. Comments appear once our team has reviewed them.
        </p>
        <FormOutcomeNotice outcome={back.notice} sent={text.commentSent} />
        <ReturnField page={page} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            requiredText={text.required}
            id={`${id}-name`}
            label="Name"
            required
            error={back.error("comment_sender_name", errors.comment_sender_name)}
          >
            <TextInput
              autoComplete="name"
              defaultValue={v.comment_sender_name}
              {...register("comment_sender_name")}
            />
          </Field>
          <Field
            requiredText={text.required}
            id={`${id}-email`}
            label="Email"
            required
            error={back.error("comment_sender_email", errors.comment_sender_email)}
          >
            <TextInput
              type="email"
              autoComplete="email"
              defaultValue={v.comment_sender_email}
              {...register("comment_sender_email")}
            />
          </Field>
        </div>
        <Field
          requiredText={text.required}
          id={`${id}-comment`}
          label="Comment"
          required
          error={back.error("sender_comment_content", errors.sender_comment_content)}
          hint={
            <span className={length > COMMENT_MAX_LENGTH ? "font-semibold text-accent-600" : undefined}>
              {length} / {COMMENT_MAX_LENGTH} characters
            </span>
          }
        >
          <Textarea
            rows={5}
            defaultValue={v.sender_comment_content}
            {...register("sender_comment_content")}
          />
        </Field>
        <HoneypotField id={`${id}-company-fax`} {...register(HONEYPOT_FIELD)} />
        <input
          type="hidden"
          defaultValue={v[FORM_TIME_FIELD] ?? formStarted}
          {...register(FORM_TIME_FIELD)}
        />
        <div>
          <SubmitButton pending={isSubmitting} pendingLabel="Sending...">
            Post comment
          </SubmitButton>
        </div>
      </form>
      <Modal open={reviewOpen} onClose={() => setReviewOpen(false)} title={text.commentReviewTitle} size="sm">
        <p className="text-ink-700">{text.commentReviewBody}</p>
        <div className="mt-6 flex justify-end">
          <Button onClick={() => setReviewOpen(false)} data-autofocus>
            Got it
          </Button>
        </div>
      </Modal>
    </>
  );
}
