"use client";

import { useState } from "react";
import { adminAuthorSchema, SOCIAL_TYPES, type AdminAuthor, type SocialType } from "@site/contract";
import { Button, SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Modal } from "@/components/ui/modal";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { HeroUpload } from "./hero-upload.client";
import { slugify } from "./slugify";

type Values = {
  full_name: string;
  slug: string;
  bio: string;
  avatar_path: string;
  links: Record<SocialType, string>;
};

const LINK_LABELS: Record<SocialType, string> = {
  X: "X",
  FACEBOOK: "Facebook",
  LINKEDIN: "LinkedIn",
  WHATSAPP: "WhatsApp",
  TELEGRAM: "Telegram",
  INSTAGRAM: "Instagram",
};

function toValues(author?: AdminAuthor): Values {
  const links = Object.fromEntries(SOCIAL_TYPES.map((t) => [t, ""])) as Record<SocialType, string>;
  for (const l of author?.social_media_link ?? []) links[l.social_media_type] = l.social_link;
  return {
    full_name: author?.full_name ?? "",
    slug: author?.slug ?? "",
    bio: author?.bio ?? "",
    avatar_path: author?.avatar_path ?? "",
    links,
  };
}

function AuthorForm({ author, onDone }: { author?: AdminAuthor; onDone: () => void }) {
  const [values, setValues] = useState<Values>(() => toValues(author));
  const [slugTouched, setSlugTouched] = useState(!!author);
  const action = useAdminAction<"save">();
  const errors = action.errors;
  const prefix = author ? `author-${author.id}` : "author-new";

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      full_name: values.full_name,
      slug: values.slug,
      bio: values.bio,
      avatar_path: values.avatar_path || undefined,
      social_media_link: SOCIAL_TYPES.filter((t) => values.links[t].trim()).map((t) => ({
        social_media_type: t,
        social_link: values.links[t].trim(),
      })),
    };
    if (!action.check(adminAuthorSchema, input)) return;
    await action.run(
      "save",
      () =>
        author
          ? adminRequest(`/authors/${author.id}`, { method: "PUT", json: input })
          : adminRequest("/authors", { json: input }),
      { done: `Saved ${values.full_name}.`, onDone },
    );
  }

  // A bad address is reported on its own path ("social_media_link.1.social_link"); the fieldset shows the first.
  const linkError = Object.entries(errors).find(
    ([key]) => key === "social_media_link" || key.startsWith("social_media_link."),
  )?.[1];

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${prefix}-name`} label="Full name" required error={errors.full_name}>
        <TextInput
          value={values.full_name}
          maxLength={120}
          onChange={(e) => {
            const full_name = e.target.value;
            setValues((v) => ({
              ...v,
              full_name,
              slug: slugTouched ? v.slug : slugify(full_name, "author"),
            }));
          }}
        />
      </FormField>
      <FormField
        id={`${prefix}-slug`}
        label="Slug"
        required
        error={errors.slug}
        hint={`Author page: /author/${values.slug || "slug"}`}
      >
        <TextInput
          value={values.slug}
          maxLength={200}
          onChange={(e) => {
            setSlugTouched(true);
            setValues((v) => ({ ...v, slug: e.target.value }));
          }}
        />
      </FormField>
      <FormField id={`${prefix}-bio`} label="Bio" required error={errors.bio} className="sm:col-span-2">
        <Textarea
          rows={3}
          maxLength={2000}
          value={values.bio}
          onChange={(e) => setValues((v) => ({ ...v, bio: e.target.value }))}
        />
      </FormField>
      <div className="sm:col-span-2">
        <HeroUpload
          folder="authors"
          label="Picture (optional: initials are drawn without one)"
          value={values.avatar_path}
          onChange={(avatar_path) => setValues((v) => ({ ...v, avatar_path }))}
          error={errors.avatar_path}
        />
      </div>
      <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink-900">
          Social links (full https:// addresses)
        </legend>
        {SOCIAL_TYPES.map((t) => (
          <FormField key={t} id={`${prefix}-${t.toLowerCase()}`} label={LINK_LABELS[t]}>
            <TextInput
              type="url"
              value={values.links[t]}
              maxLength={500}
              onChange={(e) => setValues((v) => ({ ...v, links: { ...v.links, [t]: e.target.value } }))}
            />
          </FormField>
        ))}
        {linkError ? <p className="text-sm text-accent-600 sm:col-span-2">{linkError}</p> : null}
      </fieldset>
      <div className="flex justify-end gap-2 sm:col-span-2">
        {author ? (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <SubmitButton pending={action.busy}>{author ? "Save author" : "Add author"}</SubmitButton>
      </div>
    </form>
  );
}

/** The blog's authors: add, edit, and delete those without posts. */
export function AuthorManager({ authors }: { authors: AdminAuthor[] }) {
  const [editing, setEditing] = useState<AdminAuthor>();
  const [adding, setAdding] = useState(false);
  const action = useAdminAction<`delete-${number}`>();

  async function remove(author: AdminAuthor) {
    if (!window.confirm(`Delete ${author.full_name}?`)) return;
    await action.run(
      `delete-${author.id}`,
      () => adminRequest(`/authors/${author.id}`, { method: "DELETE" }),
      {
        done: `Deleted ${author.full_name}.`,
      },
    );
  }

  return (
    <section
      aria-labelledby="authors-title"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="authors-title" className="font-display text-xl font-bold text-ink-950">
          Authors
        </h2>
        <Button size="sm" onClick={() => setAdding(true)}>
          Add author
        </Button>
      </div>
      <ul className="mt-3">
        {authors.map((a) => (
          <li
            key={a.id}
            className="flex flex-wrap items-center gap-4 border-b border-ink-100 py-3 last:border-b-0"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- small stored avatars (often SVG) with fixed size */}
            <img
              src={a.avatar_path}
              alt=""
              width={44}
              height={44}
              className="size-11 rounded-full bg-ink-100 object-cover"
            />
            <div className="min-w-40 flex-1">
              <p className="font-semibold text-ink-950">{a.full_name}</p>
              <p className="text-sm text-ink-600">
                /author/{a.slug} · {a.number_of_articles} published post
                {a.number_of_articles === 1 ? "" : "s"}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(a)}
                aria-label={`Edit ${a.full_name}`}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void remove(a)}
                aria-label={`Delete ${a.full_name}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Modal open={adding} onClose={() => setAdding(false)} title="Add author" size="md">
        <AuthorForm onDone={() => setAdding(false)} />
      </Modal>
      <Modal
        open={!!editing}
        onClose={() => setEditing(undefined)}
        title={`Edit ${editing?.full_name ?? "author"}`}
        size="md"
      >
        {editing ? (
          <AuthorForm key={editing.id} author={editing} onDone={() => setEditing(undefined)} />
        ) : null}
      </Modal>
    </section>
  );
}
