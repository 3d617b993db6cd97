"use client";

import { useState } from "react";
import { adminCategorySchema, type AdminCategory } from "@site/contract";
import { Button, SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";

function CategoryRow({ category }: { category: AdminCategory }) {
  const [name, setName] = useState(category.category_name);
  const action = useAdminAction<"save" | "delete">();
  const busy = action.pending;
  const error = action.errors.category_name ?? action.errors.form;
  const id = `category-${category.category_id}`;
  const path = `/categories/${category.category_id}`;

  async function act(kind: "save" | "delete") {
    if (kind === "delete") {
      await action.run("delete", () => adminRequest(path, { method: "DELETE" }), {
        done: `Deleted ${category.category_name}.`,
      });
      return;
    }
    const data = action.check(adminCategorySchema, { category_name: name });
    if (data)
      await action.run("save", () => adminRequest(path, { method: "PUT", json: data }), {
        done: "Category renamed.",
        failure: "form",
      });
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
  const [name, setName] = useState("");
  const action = useAdminAction<"add">();

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(adminCategorySchema, { category_name: name });
    if (!data) return;
    await action.run("add", () => adminRequest("/categories", { json: data }), {
      done: `Added ${data.category_name}.`,
      failure: "form",
      onDone: () => setName(""),
    });
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
        <FormField
          id="new-category"
          label="New category"
          error={action.errors.category_name ?? action.errors.form}
          className="min-w-48 flex-1"
        >
          <TextInput value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <SubmitButton size="sm" pending={action.busy}>
          Add
        </SubmitButton>
      </form>
    </section>
  );
}
