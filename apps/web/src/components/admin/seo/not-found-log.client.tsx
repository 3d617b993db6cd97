"use client";

import { useRef, useState } from "react";
import { redirectInputSchema, type NotFoundRow } from "@site/contract";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";
import { adminRequest } from "@/lib/admin/admin-request";
import { dateTime } from "@/lib/admin/format";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { Section, EmptyNote } from "../shell/section";

/** Where a missing address most likely went: its section's list ("/blog/x" → "/blog"), else home. */
function suggestion(path: string): string {
  const section = path.split("/")[1];
  return section && path.split("/").length > 2 && !section.startsWith(":") ? `/${section}` : "/";
}

/**
 * The addresses visitors found missing, most frequent first, each with "Create redirect": one click
 * sends it to the address in its field (its section's list until the person types another). The row
 * then leaves the log; the focus goes to the log's heading.
 */
export function NotFoundLog({ rows }: { rows: NotFoundRow[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Section id="not-found-title" title={`Addresses that answered 404 (${rows.length})`} headingRef={heading}>
      {rows.length === 0 ? (
        <EmptyNote>No missing addresses logged.</EmptyNote>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Addresses that answered 404">
          {rows.map((row) => (
            <NotFoundEntry key={row.id} row={row} onGone={() => heading.current?.focus()} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function NotFoundEntry({ row, onGone }: { row: NotFoundRow; onGone: () => void }) {
  const [to, setTo] = useState(suggestion(row.path));
  const action = useAdminAction<"redirect" | "dismiss">();
  const inputId = `not-found-${row.id}-to`;

  async function createRedirect(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(redirectInputSchema, { from_path: row.path, to_path: to, status: 301 });
    if (!data) return;
    await action.run("redirect", () => adminRequest("/redirects", { json: data }), {
      done: `${row.path} now answers 301 to ${data.to_path}.`,
      onDone: onGone,
    });
  }

  const error = action.errors.to_path ?? action.errors.from_path;
  return (
    <li data-testid="not-found" className="rounded-card border border-ink-200 bg-white p-4 shadow-card">
      <p className="font-mono text-sm break-all text-ink-950">{row.path}</p>
      <p className="mt-1 text-sm text-ink-600">
        {row.count === 1 ? "Once" : `${row.count} times`}, last {dateTime(row.last_seen)}
        {row.referrer_host ? ` · from ${row.referrer_host}` : ""}
        {row.redirected_to ? ` · now redirected to ${row.redirected_to}` : ""}
      </p>
      <form noValidate onSubmit={createRedirect} className="mt-3 flex flex-wrap items-end gap-2">
        {/* The field takes the whole line on a phone; the buttons follow under it. */}
        <div className="flex min-w-0 flex-[1_1_100%] flex-col gap-1.5 sm:flex-[1_1_16rem]">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink-900">
            Redirect {row.path} to
          </label>
          <TextInput
            id={inputId}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
        </div>
        <SubmitButton size="sm" pending={action.pending === "redirect"} pendingLabel="Creating...">
          Create redirect
        </SubmitButton>
        <Button
          size="sm"
          variant="ghost"
          disabled={action.busy}
          aria-label={`Dismiss ${row.path} from the log`}
          onClick={() =>
            void action.run("dismiss", () => adminRequest(`/not-found-log/${row.id}`, { method: "DELETE" }), {
              done: `${row.path} was dismissed.`,
              onDone: onGone,
            })
          }
        >
          Dismiss
        </Button>
      </form>
      {error ? (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-accent-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}
