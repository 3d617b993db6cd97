"use client";

import { useRef, useState } from "react";
import type { Redirect } from "@site/contract";
import { Button } from "@/components/ui/button";
import { adminRequest } from "@/lib/admin/admin-request";
import { dateTime } from "@/lib/admin/format";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { ConfirmDialog } from "../shell/confirm-dialog.client";
import { RedirectForm } from "./redirect-form.client";
import { Section, EmptyNote } from "../shell/section";

const SOURCE_WORDS: Record<Redirect["source"], string> = {
  manual: "Added by hand",
  import: "Imported",
  slug: "Made when a published slug changed",
};

/**
 * The redirects as cards (they read the same at 375 px and at 1440 px): old and new address, kind,
 * where it came from; each can be edited in place or removed after a confirmation.
 */
export function RedirectList({ redirects }: { redirects: Redirect[] }) {
  const [editing, setEditing] = useState<number>();
  const [removing, setRemoving] = useState<Redirect>();
  const heading = useRef<HTMLHeadingElement>(null);
  const action = useAdminAction<"remove">();

  async function remove(r: Redirect) {
    await action.run("remove", () => adminRequest(`/redirects/${r.id}`, { method: "DELETE" }), {
      done: `${r.from_path} is no longer redirected.`,
      onDone: () => {
        setRemoving(undefined);
        heading.current?.focus();
      },
    });
  }

  return (
    <Section id="redirects-list-title" title={`Redirects (${redirects.length})`} headingRef={heading}>
      {redirects.length === 0 ? (
        <EmptyNote>No redirects yet.</EmptyNote>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Redirects">
          {redirects.map((r) => (
            <li
              key={r.id}
              data-testid="redirect"
              className="rounded-card border border-ink-200 bg-white p-4 shadow-card"
            >
              {editing === r.id ? (
                <RedirectForm
                  redirect={r}
                  idPrefix={`redirect-${r.id}`}
                  onDone={() => setEditing(undefined)}
                />
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-mono text-sm break-all text-ink-950">
                      {r.from_path} <span aria-hidden="true">→</span>
                      <span className="sr-only">to</span> {r.to_path}
                    </p>
                    <p className="mt-1 text-sm text-ink-600">
                      {r.status === 301 ? "301, moved for good" : "302, moved for now"} ·{" "}
                      {SOURCE_WORDS[r.source]} · {dateTime(r.updated_date)}
                    </p>
                  </div>
                  <span className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(r.id)}
                      aria-label={`Edit the redirect from ${r.from_path}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-accent-700"
                      onClick={() => setRemoving(r)}
                      aria-label={`Remove the redirect from ${r.from_path}`}
                    >
                      Remove
                    </Button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={!!removing}
        title={`Remove the redirect from ${removing?.from_path ?? ""}?`}
        confirmLabel="Remove"
        busy={action.pending === "remove"}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(undefined)}
      >
        <p>Visitors who follow the old address get the &quot;page not found&quot; page again.</p>
      </ConfirmDialog>
    </Section>
  );
}
