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
} from "@site/contract";
import { Button, SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { dateTime } from "@/lib/admin/format";
import { actionError } from "@/lib/admin/use-admin-action";
import { RequestError } from "@/lib/request";
import { BodyField } from "../editing/body-field";
import { ArchiveButton } from "../editing/archive-button.client";
import { DeleteButton } from "../editing/delete-button.client";
import { EditorBar } from "../editing/editor-bar";
import { PublishSchedule } from "../editing/publish-schedule.client";
import { RichTextPreview } from "../editing/rich-text-preview";
import { useItemEditor } from "../editing/use-item-editor";
import { usePreview } from "../editing/use-preview";
import { StatusBadge } from "../shell/status-badge";
import { HeroUpload } from "./hero-upload.client";
import { slugify } from "./slugify";

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

const toRequest = (v: Values) => ({ ...v, banner_tag: v.banner_tag || null });

function initialValues(post: AdminPost | undefined, authors: AdminAuthor[]): Values {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    summary: post?.summary ?? "",
    // What the editor typed, as typed (a post from before the source was kept: its HTML). A new post
    // starts in Markdown.
    body: post?.body_source ?? "",
    body_format: post?.body_format ?? "markdown",
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
  const [slugTouched, setSlugTouched] = useState(!!post);
  const published = post?.status === "PUBLISHED";
  const readOnly = published && !canPublish;
  // A saved draft saves itself as the person types; a live post's changes wait for Save (that publishes).
  const { values, set, errors, action, autosave, write, opened } = useItemEditor<
    Values,
    AdminPost,
    "save" | "publish" | "unpublish"
  >({
    item: post,
    initial: (p) => initialValues(p, authors),
    schema: adminPostSchema,
    toRequest,
    api: "/blog-posts",
    editor: "/admin/posts",
    off: !post
      ? "Autosave starts once the draft is saved."
      : published
        ? "Autosave is off while the post is live: Save changes updates the blog."
        : undefined,
    readOnly,
  });
  const preview = usePreview(values.body, values.body_format);
  const busy = action.pending;

  async function save(publish: boolean) {
    if (!action.check(adminPostSchema, toRequest(values))) {
      notify.error("Some fields need attention");
      return;
    }
    let saved: AdminPost | undefined;
    const ok = await action.run(
      publish ? "publish" : "save",
      async () => {
        saved = await write(values);
        if (publish && saved.status !== "PUBLISHED") {
          try {
            return await adminRequest<AdminPost>(`/blog-posts/${saved.id}/publish`);
          } catch (err) {
            if ((err as Error).name === "AbortError") throw err;
            // The save went through, the publishing did not: say both, never "Published".
            throw new RequestError(
              err instanceof RequestError ? err.status : 0,
              `Your changes are saved as a draft, but the post was not published: ${actionError(err)}`,
              err instanceof RequestError ? err.errors : undefined,
            );
          }
        }
        return saved;
      },
      {
        done: (answer) => (publish ? `Published "${answer.title}". It is live on the blog.` : "Saved."),
      },
    );
    // A new post has its own address now (after a refused publish too: the draft exists).
    if (saved && !post) opened(saved);
    else if (!ok && saved) router.refresh();
  }

  async function unpublish() {
    if (!post) return;
    await action.run("unpublish", () => adminRequest(`/blog-posts/${post.id}/unpublish`), {
      done: "Unpublished. The post is a draft again.",
    });
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(false);
      }}
      className="flex flex-col gap-6"
    >
      <EditorBar
        label="Save and publish"
        autosave={readOnly ? undefined : autosave}
        status={
          <>
            {post?.archived_at ? (
              <StatusBadge status="ARCHIVED" />
            ) : post ? (
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
          </>
        }
      >
        <SubmitButton variant="outline" pending={busy === "save"} disabled={!!busy || readOnly}>
          {post ? "Save changes" : "Save draft"}
        </SubmitButton>
        {!canPublish || post?.archived_at ? null : published ? (
          <Button variant="ghost" disabled={!!busy} onClick={() => void unpublish()}>
            {busy === "unpublish" ? "Unpublishing..." : "Unpublish"}
          </Button>
        ) : (
          <Button disabled={!!busy} onClick={() => void save(true)}>
            {busy === "publish" ? "Publishing..." : post ? "Save and publish" : "Publish"}
          </Button>
        )}
        {post && canPublish ? (
          <ArchiveButton
            kind="post"
            id={post.id}
            title={post.title}
            archived={Boolean(post.archived_at)}
            size="md"
          />
        ) : null}
        {post && !readOnly ? <DeleteButton kind="post" id={post.id} title={post.title} fromEditor /> : null}
      </EditorBar>

      {post && !published && canPublish && !post.archived_at ? (
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

      <BodyField
        id="post-body"
        label="Body"
        hint="Scripts, styles and unsafe links are removed when the post is saved."
        error={errors.body}
        rows={22}
        spellCheck
        value={values.body}
        format={values.body_format}
        onChange={(text) => set("body", text)}
        onFormat={(format) => set("body_format", format)}
      >
        <RichTextPreview preview={preview} />
      </BodyField>
    </form>
  );
}
