"use client";

import { useRef, useState } from "react";
import { redirectCsvSchema, type RedirectImportResult } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { ErrorSummary, summaryOf } from "../shell/error-summary";
import { Section } from "../shell/section";

/**
 * Redirects from a spreadsheet: CSV rows "old address, new address, 301 or 302" pasted or read from
 * a file. Each row is created, updated or refused with its own message, listed after the import; the
 * focus goes to that list.
 */
export function RedirectImport() {
  const [csv, setCsv] = useState("");
  const [result, setResult] = useState<RedirectImportResult>();
  const outcome = useRef<HTMLDivElement>(null);
  const action = useAdminAction<"import">();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(redirectCsvSchema, { csv });
    if (!data) return;
    await action.run(
      "import",
      () => adminRequest<RedirectImportResult>("/redirects/import", { json: data }),
      {
        failure: "form",
        done: (r) => `${r.created} created, ${r.updated} updated, ${r.failed} refused.`,
        onDone: (r) => {
          setResult(r);
          requestAnimationFrame(() => outcome.current?.focus());
        },
      },
    );
  }

  return (
    <Section
      id="redirect-import-title"
      title="Import from CSV"
      intro="One redirect a row: old address, new address, then 301 or 302 (301 when left out). A first row of column names is skipped. An old address already redirected is updated."
      card
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ErrorSummary
          title="Nothing was imported"
          errors={summaryOf(action.errors, { csv: "redirect-csv" })}
        />
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-900">
          Read a CSV file
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="text-sm font-normal"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (file) setCsv(await file.text());
            }}
          />
        </label>
        <FormField id="redirect-csv" label="CSV rows" required error={action.errors.csv}>
          <Textarea
            rows={6}
            value={csv}
            onChange={(e) => setCsv(e.target.value)}
            className="font-mono text-sm"
            placeholder={"/old-page,/services,301\n/old/:slug,/blog/:slug"}
          />
        </FormField>
        <SubmitButton
          pending={action.pending === "import"}
          pendingLabel="Importing..."
          className="self-start"
        >
          Import redirects
        </SubmitButton>
      </form>
      {result ? (
        <div ref={outcome} tabIndex={-1} className="mt-5" aria-labelledby="redirect-import-outcome">
          <h3 id="redirect-import-outcome" className="font-semibold text-ink-950">
            {result.created} created, {result.updated} updated, {result.failed} refused
          </h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label="Rows of the import">
            {result.rows.map((row) => (
              <li
                key={row.line}
                data-testid="import-row"
                className={row.outcome === "error" ? "text-accent-700" : "text-ink-800"}
              >
                Row {row.line}
                {row.from_path ? <span className="font-mono break-all"> {row.from_path}</span> : null}:{" "}
                {row.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
