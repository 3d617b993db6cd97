"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { adminCategorySchema, type AdminCategory, fieldErrors } from "@site/contract";
import { Button, SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { RequestError } from "@/lib/request";

function CategoryRow({ category }: { category: AdminCategory }) {
  const router = useRouter();
  const [name, setName] = useState(category.category_name);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<"save" | "delete">();
  const id = `category-${category.category_id}`;

  async function act(kind: "save" | "delete") {
    setBusy(kind);
    setError(undefined);
    try {
      if (kind === "save") {
        const parsed = adminCategorySchema.safeParse({ category_name: name });
        if (!parsed.success) {
          setError(fieldErrors(parsed.error).category_name);
          return;
        }
        await adminRequest(`/categories/${category.category_id}`, { method: "PUT", json: parsed.data });
        notify.success("Category renamed.");
      } else {
        await adminRequest(`/categories/${category.category_id}`, { method: "DELETE" });
        notify.success(`Deleted ${category.category_name}.`);
      }
      router.refresh();
    } catch (err) {
      const message = err instanceof RequestError ? err.message : "An error occurred";
      if (kind === "save")
        setError(err instanceof RequestError ? (err.errors?.category_name ?? message) : message);
      else notify.error(message);
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <li className="border-b border-ink-100 py-3 last:border-b-0">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void act("save");
        }}
        className="flex flex-wrap items-end gap-2"
      >
        <FormField
          id={id}
          label={`Name (${category.post_count} published post${category.post_count === 1 ? "" : "s"})`}
          error={error}
          className="min-w-48 flex-1"
        >
          <TextInput value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <SubmitButton
          size="sm"
          variant="outline"
          pending={busy === "save"}
          disabled={!!busy || name === category.category_name}
        >
          Rename
        </SubmitButton>
        <Button
          size="sm"
          variant="ghost"
          disabled={!!busy}
          aria-label={`Delete ${category.category_name}`}
          onClick={() => {
            if (window.confirm(`Delete "${category.category_name}"? Its posts stay, without this category.`))
              void act("delete");
          }}
        >
          Delete
        </Button>
      </form>
    </li>
  );
}

/** The blog's categories: add, rename, delete (posts keep their other categories). */
export function CategoryManager({ categories }: { categories: AdminCategory[] }) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = adminCategorySchema.safeParse({ category_name: name });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).category_name);
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await adminRequest("/categories", { json: parsed.data });
      notify.success(`Added ${parsed.data.category_name}.`);
      setName("");
      router.refresh();
    } catch (err) {
      setError(
        err instanceof RequestError ? (err.errors?.category_name ?? err.message) : "An error occurred",
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby="categories-title"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <h2 id="categories-title" className="font-display text-xl font-bold text-ink-950">
        Categories
      </h2>
      <ul className="mt-3">
        {categories.map((c) => (
          <CategoryRow key={`${c.category_id}-${c.category_name}`} category={c} />
        ))}
      </ul>
      <form
        noValidate
        onSubmit={add}
        className="mt-4 flex flex-wrap items-end gap-2 border-t border-ink-200 pt-4"
      >
        <FormField id="new-category" label="New category" error={error} className="min-w-48 flex-1">
          <TextInput value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <SubmitButton size="sm" pending={pending}>
          Add
        </SubmitButton>
      </form>
    </section>
  );
}
