"use client";

import { useState } from "react";
import { SEO_LIMITS, seoFieldsSchema } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { TextInput } from "@/components/ui/text-input";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { ErrorSummary, summaryOf } from "../shell/error-summary";
import { Section } from "../shell/section";

export type SeoValues = {
  seo_title: string | null;
  seo_description: string | null;
  seo_image: string | null;
};

const IDS = { seo_title: "seo-title", seo_description: "seo-description", seo_image: "seo-image" };

/**
 * A post's, an opening's or a marketing page's SEO title, description and social image (issue 32), saved on their own
 * (`PUT <path>`, e.g. /blog-posts/12/seo) beside the editor: empty fields mean the public page keeps
 * its own title, summary and image. After a save the focus stays on the button pressed.
 */
export function SeoPanel({
  path,
  initial,
  fallback,
  readOnly = false,
}: {
  path: string;
  initial: SeoValues;
  /** What the page shows when a field is left empty, for the hints (`descriptionName`: "the summary"). */
  fallback: { title: string; description: string; descriptionName?: string };
  readOnly?: boolean;
}) {
  const [title, setTitle] = useState(initial.seo_title ?? "");
  const [description, setDescription] = useState(initial.seo_description ?? "");
  const [image, setImage] = useState(initial.seo_image ?? "");
  const action = useAdminAction<"save">();
  const errors = action.errors;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(seoFieldsSchema, {
      seo_title: title,
      seo_description: description,
      seo_image: image,
    });
    if (!data) return;
    await action.run("save", () => adminRequest(path, { method: "PUT", json: data }), {
      failure: "form",
      // The focus comes back to the button pressed once it is enabled again (useAdminAction).
      done: "Search and sharing fields saved.",
    });
  }

  return (
    <Section
      id="seo-panel-title"
      title="Search and sharing"
      intro="What search engines and shared links show. Left empty, the page's own title, summary and image are used."
      card
      className="mt-8"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ErrorSummary title="The fields were not saved" errors={summaryOf(errors, IDS)} />
        <FormField
          id={IDS.seo_title}
          label="SEO title"
          error={errors.seo_title}
          hint={`${title.length} of ${SEO_LIMITS.title} characters. Empty: "${fallback.title}"`}
        >
          <TextInput value={title} onChange={(e) => setTitle(e.target.value)} readOnly={readOnly} />
        </FormField>
        <FormField
          id={IDS.seo_description}
          label="SEO description"
          error={errors.seo_description}
          hint={`${description.length} of ${SEO_LIMITS.description} characters. Empty: ${fallback.descriptionName ?? "the summary"}`}
        >
          <Textarea
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            readOnly={readOnly}
            placeholder={fallback.description}
          />
        </FormField>
        <FormField
          id={IDS.seo_image}
          label="Social image"
          error={errors.seo_image}
          hint="An uploaded image's path (/media/…) or a full https:// address. Empty: the page's own image"
        >
          <TextInput value={image} onChange={(e) => setImage(e.target.value)} readOnly={readOnly} />
        </FormField>
        {readOnly ? null : (
          <SubmitButton pending={action.pending === "save"} pendingLabel="Saving..." className="self-start">
            Save search and sharing
          </SubmitButton>
        )}
      </form>
    </Section>
  );
}
