"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "@site/contract";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { focusAfterReplace, restoreFocusAfterReplace } from "./keep-focus";
import { useAutosave } from "./use-autosave";
import { useServerCopy } from "./use-server-copy";
import { useUnsavedGuard } from "./use-unsaved-guard";

/**
 * The frame of an editor of one item the API keeps at `${api}/<id>` (a post, an opening), so nothing
 * typed is lost (issue 31, item 4): the form's values, each field's message (the contract's before
 * sending, the API's after; typing in a field clears its own), the draft's autosave (checked with the
 * contract first; `off` says why it does not run), the server's copy taken in without losing what is
 * typed (useServerCopy), the leave warning, and focus kept when a new item moves to its own address.
 * The editor keeps its own buttons: `write` creates or updates the item with what was typed, `opened`
 * moves a new one to its editor's address.
 *
 *   const editor = useItemEditor({ item: career, initial: initialValues, schema: adminCareerSchema,
 *     toRequest, api: "/careers", editor: "/admin/careers", off: career ? undefined : "..." });
 */
export function useItemEditor<
  V extends Record<string, unknown>,
  Item extends { id: number; updated_date: string },
  Key extends string,
>({
  item,
  initial,
  schema,
  toRequest,
  api,
  editor,
  off,
  readOnly = false,
}: {
  /** The server's copy; none for a new item. */
  item: Item | undefined;
  /** The form's values from the server's copy (a new item: its defaults). */
  initial: (item: Item | undefined) => V;
  schema: z.ZodType;
  /** What is sent for the values typed. */
  toRequest: (values: V) => unknown;
  api: string;
  /** The editors' address: a new item moves to `${editor}/<id>`. */
  editor: string;
  /** Why the draft does not save itself here (a new item, a live one), else nothing. */
  off?: string;
  /** The person may not change the item: no leave warning. */
  readOnly?: boolean;
}) {
  const router = useRouter();
  const [values, setValues] = useState<V>(() => initial(item));
  const action = useAdminAction<Key>();
  const autosaving = useAdminAction<"autosave">();
  const errors = { ...autosaving.errors, ...action.errors };

  const autosave = useAutosave(
    values,
    async (v) => {
      if (!item) return "";
      const body = toRequest(v);
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const byField = fieldErrors(parsed.error);
        autosaving.setErrors(byField);
        return Object.values(byField)[0] ?? "Some fields need attention";
      }
      let problem: string | null = null;
      await autosaving.run(
        "autosave",
        () => adminRequest<Item>(`${api}/${item.id}`, { method: "PUT", json: body }),
        { refresh: false, failure: "none", onFailed: (message) => (problem = message) },
      );
      return problem;
    },
    { off },
  );
  useServerCopy(initial(item), item?.updated_date, setValues, autosave.settled);
  useUnsavedGuard(autosave.dirty && !readOnly);
  useEffect(restoreFocusAfterReplace, []);

  /** One field typed: its value, and its message (Save's or the autosave's) cleared. */
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    for (const a of [action, autosaving]) {
      if (!a.errors[key as string]) continue;
      const next = { ...a.errors };
      delete next[key as string];
      a.setErrors(next);
    }
  };

  /** Creates the item, or updates it, with `sent` (what Save sends); the autosave counts them saved. */
  async function write(sent: V): Promise<Item> {
    const body = toRequest(sent);
    const saved = item
      ? await adminRequest<Item>(`${api}/${item.id}`, { method: "PUT", json: body })
      : await adminRequest<Item>(api, { json: body });
    autosave.saved(sent);
    autosaving.setErrors({});
    return saved;
  }

  /** A new item, once created, moves to its own editor, focus kept on the control the person was on. */
  function opened(saved: Item) {
    focusAfterReplace();
    router.replace(`${editor}/${saved.id}`);
  }

  return { values, set, errors, action, autosave, write, opened };
}
