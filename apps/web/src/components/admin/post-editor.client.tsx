"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  adminPostState,
  adminPostSchema,
  BANNER_TAGS,
  type AdminAuthor,
  type AdminCategory,
  type AdminPost,
  type BodyFormat,
  fieldErrors,
} from "@site/contract";
import { Button, SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { RadioGroup } from "@/components/ui/radio-group";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { dateTime } from "@/lib/admin/format";
import { RequestError } from "@/lib/request";
import { HeroUpload } from "./hero-upload.client";
import { PublishSchedule } from "./publish-schedule.client";
import { RichTextPreview } from "./rich-text-preview";
import { slugify } from "./slugify";
import { StatusBadge } from "./status-badge";
import { usePreview } from "./use-preview";

type Values = {
  title: string;
  slug: string;
  summary: string;
  body: string;
  body_format: BodyFormat;
  author_slug: string;
  category_ids: number[];
  banner_tag: string;
  hero_image_path: string;
  hero_image_alt_text: string;
  hero_image_title: string;
};

const BANNER_LABEL = (tag: string) =>
  tag
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .replace("Ui/ux", "UI/UX")
    .replace("Voip", "VoIP");

function initialValues(post: AdminPost | undefined, authors: AdminAuthor[]): Values {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    summary: post?.summary ?? "",
    // Stored bodies are HTML; a new post starts in Markdown.
    body: post?.body ?? "",
    body_format: post ? "html" : "markdown",
    author_slug: post?.author.slug ?? authors[0]?.slug ?? "",
    category_ids: post?.categories.map((c) => c.category_id) ?? [],
    banner_tag: post?.banner_tag?.toLowerCase() ?? "",
    hero_image_path: post?.hero_image_path ?? "",
    hero_image_alt_text: post?.hero_image_alt_text ?? "",
    hero_image_title: post?.hero_image_title ?? "",
  };
}

/**
 * Writes and edits a post: Markdown or HTML with a live, sanitized preview, author, categories, banner
 * tag and hero image. A new post is saved as a draft; publishing puts it on /blog and in the feed at once.
 * Without `canPublish` (a contributor) there is no Publish or Unpublish, and a published post is read
 * only: changing it is publishing, which the API refuses them too.
 */
export function PostEditor({
  post,
  authors,
  categories,
  canPublish = true,
}: {
  post?: AdminPost;
  authors: AdminAuthor[];
  categories: AdminCategory[];
  canPublish?: boolean;
}) {
  const router = useRouter();
  const [values, setValues] = useState<Values>(() => initialValues(post, authors));
  const [slugTouched, setSlugTouched] = useState(!!post);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<"save" | "publish" | "unpublish">();
  const preview = usePreview(values.body, values.body_format);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!e[key]) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  };

  async function save(publish: boolean) {
    const input = { ...values, banner_tag: values.banner_tag || null };
    const parsed = adminPostSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      notify.error("Some fields need attention");
      return;
    }
    setBusy(publish ? "publish" : "save");
    try {
      const saved = post
        ? await adminRequest<AdminPost>(`/blog-posts/${post.id}`, { method: "PUT", json: input })
        : await adminRequest<AdminPost>("/blog-posts", { json: input });
      if (publish && saved.status !== "PUBLISHED") await adminRequest(`/blog-posts/${saved.id}/publish`);
      notify.success(publish ? `Published "${saved.title}". It is live on the blog.` : "Saved.");
      if (!post) router.replace(`/admin/posts/${saved.id}`);
      router.refresh();
    } catch (err) {
      if (err instanceof RequestError && err.errors) setErrors(err.errors);
      notify.error(err instanceof RequestError ? err.message : "An error occurred");
    } finally {
      setBusy(undefined);
    }
  }

  async function unpublish() {
    if (!post) return;
    setBusy("unpublish");
    try {
      await adminRequest(`/blog-posts/${post.id}/unpublish`);
      notify.success("Unpublished. The post is a draft again.");
      router.refresh();
    } catch (err) {
      notify.error(err instanceof RequestError ? err.message : "An error occurred");
    } finally {
      setBusy(undefined);
    }
  }

  const published = post?.status === "PUBLISHED";
  const readOnly = published && !canPublish;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(false);
      }}
      className="flex flex-col gap-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-ink-200 bg-white px-5 py-4">
        <div className="flex items-center gap-3 text-sm text-ink-700">
          {post ? (
            <StatusBadge
              status={adminPostState(post)}
              detail={post.publish_at && post.status === "DRAFT" ? dateTime(post.publish_at) : undefined}
            />
          ) : (
            <StatusBadge status="DRAFT" />
          )}
          {published ? (
            <Link
              href={`/blog/${post.slug}`}
              target="_blank"
              className="font-semibold text-brand-600 underline-offset-2 hover:underline"
            >
              View on the blog
            </Link>
          ) : (
            <span>
              {canPublish
                ? "Visitors see the post once it is published."
                : "Visitors see the post once an editor publishes it."}
            </span>
          )}
          {readOnly ? <span>Only an editor can change a published post.</span> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <SubmitButton variant="outline" pending={busy === "save"} disabled={!!busy || readOnly}>
            {post ? "Save changes" : "Save draft"}
          </SubmitButton>
          {!canPublish ? null : published ? (
            <Button variant="ghost" disabled={!!busy} onClick={() => void unpublish()}>
              {busy === "unpublish" ? "Unpublishing..." : "Unpublish"}
            </Button>
          ) : (
            <Button disabled={!!busy} onClick={() => void save(true)}>
              {busy === "publish" ? "Publishing..." : post ? "Save and publish" : "Publish"}
            </Button>
          )}
        </div>
      </div>

      {post && !published && canPublish ? (
        <PublishSchedule
          path={`/blog-posts/${post.id}/schedule`}
          id="post"
          what="post"
          publishAt={post.publish_at}
        />
      ) : null}

      <div className="grid gap-5 rounded-card border border-ink-200 bg-white p-5 lg:grid-cols-2">
        <FormField id="post-title" label="Title" required error={errors.title}>
          <TextInput
            value={values.title}
            maxLength={200}
            onChange={(e) => {
              set("title", e.target.value);
              if (!slugTouched) set("slug", slugify(e.target.value));
            }}
          />
        </FormField>
        <FormField
          id="post-slug"
          label="Slug"
          required
          error={errors.slug}
          hint={`The address: /blog/${values.slug || "your-slug"}`}
        >
          <TextInput
            value={values.slug}
            maxLength={200}
            onChange={(e) => {
              setSlugTouched(true);
              set("slug", e.target.value);
            }}
          />
        </FormField>
        <FormField
          id="post-summary"
          label="Summary"
          required
          error={errors.summary}
          className="lg:col-span-2"
          hint="Shown on the blog's cards and in search results."
        >
          <Textarea
            rows={2}
            maxLength={600}
            value={values.summary}
            onChange={(e) => set("summary", e.target.value)}
          />
        </FormField>
        <FormField id="post-author" label="Author" required error={errors.author_slug}>
          <Select
            value={values.author_slug}
            onChange={(e) => set("author_slug", e.target.value)}
            options={authors.map((a) => ({ value: a.slug, label: a.full_name }))}
            placeholder="Choose an author"
          />
        </FormField>
        <FormField
          id="post-banner"
          label="Banner tag"
          error={errors.banner_tag}
          hint="Adds the matching promotional banner under the post."
        >
          <Select
            value={values.banner_tag}
            onChange={(e) => set("banner_tag", e.target.value)}
            options={BANNER_TAGS.map((t) => ({ value: t, label: BANNER_LABEL(t) }))}
            placeholder="No banner"
          />
        </FormField>
        <fieldset
          className="lg:col-span-2"
          aria-describedby={errors.category_ids ? "post-categories-error" : undefined}
        >
          <legend className="mb-2 text-sm font-semibold text-ink-900">Categories</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            {categories.map((c) => (
              <label
                key={c.category_id}
                className="inline-flex cursor-pointer items-center gap-2 text-[0.9375rem] text-ink-800"
              >
                <input
                  type="checkbox"
                  className="size-5 rounded-[0.3rem] accent-brand-600"
                  checked={values.category_ids.includes(c.category_id)}
                  onChange={(e) =>
                    set(
                      "category_ids",
                      e.target.checked
                        ? [...values.category_ids, c.category_id]
                        : values.category_ids.filter((id) => id !== c.category_id),
                    )
                  }
                />
                {c.category_name}
              </label>
            ))}
          </div>
          {errors.category_ids ? (
            <p id="post-categories-error" className="mt-1.5 text-sm text-accent-600">
              {errors.category_ids}
            </p>
          ) : null}
        </fieldset>
      </div>

      <div className="grid gap-5 rounded-card border border-ink-200 bg-white p-5 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <HeroUpload
            label="Hero image"
            required
            value={values.hero_image_path}
            onChange={(path) => set("hero_image_path", path)}
            error={errors.hero_image_path}
          />
        </div>
        <FormField
          id="post-hero-alt"
          label="Image description (alt text)"
          required
          error={errors.hero_image_alt_text}
        >
          <TextInput
            value={values.hero_image_alt_text}
            maxLength={200}
            onChange={(e) => set("hero_image_alt_text", e.target.value)}
          />
        </FormField>
        <FormField id="post-hero-title" label="Image title" required error={errors.hero_image_title}>
          <TextInput
            value={values.hero_image_title}
            maxLength={200}
            onChange={(e) => set("hero_image_title", e.target.value)}
          />
        </FormField>
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
          <FormField
            id="post-body"
            label="Body"
            required
            error={errors.body}
            hint="Scripts, styles and unsafe links are removed when the post is saved."
          >
            <Textarea
              rows={22}
              value={values.body}
              onChange={(e) => set("body", e.target.value)}
              className="font-mono text-sm"
              spellCheck
            />
          </FormField>
          <RichTextPreview preview={preview} />
        </div>
      </div>
    </form>
  );
}
