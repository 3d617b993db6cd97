import Link from "next/link";
import { auditActionOption } from "@site/contract";
import { buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select, type SelectOption } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { ErrorSummary, summaryOf } from "../shell/error-summary";

export type AuditFilterValues = { actor?: string; action?: string; from?: string; to?: string };
export type AuditFilterErrors = Partial<Record<keyof AuditFilterValues, string>>;

const IDS = {
  actor: "audit-actor",
  action: "audit-action",
  from: "audit-from",
  to: "audit-to",
} as const;

/**
 * The trail's filter as a plain GET form: it works before (or without) the page's JavaScript, and every
 * filtered view has an address that can be bookmarked or sent to a colleague.
 */
export function AuditFilters({
  values,
  errors,
  people,
  actions,
}: {
  values: AuditFilterValues;
  errors: AuditFilterErrors;
  people: SelectOption[];
  actions: string[];
}) {
  const filtered = Object.values(values).some(Boolean);
  return (
    <form
      method="get"
      action="/admin/audit"
      role="search"
      aria-label="Filter the audit trail"
      noValidate
      className="mb-6 rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <ErrorSummary title="The filter could not be applied" errors={summaryOf(errors, IDS)} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto]">
        <FormField id={IDS.actor} label="Person" error={errors.actor}>
          <Select name="actor" defaultValue={values.actor ?? ""} placeholder="Everyone" options={people} />
        </FormField>
        <FormField id={IDS.action} label="Action" error={errors.action}>
          <Select
            name="action"
            defaultValue={values.action ?? ""}
            placeholder="Every action"
            options={actions
              .map((a) => ({ value: a, label: auditActionOption(a) }))
              .sort((x, y) => x.label.localeCompare(y.label))}
          />
        </FormField>
        <FormField id={IDS.from} label="From (UTC)" error={errors.from}>
          <TextInput type="date" name="from" defaultValue={values.from ?? ""} />
        </FormField>
        <FormField id={IDS.to} label="To (UTC)" error={errors.to}>
          <TextInput type="date" name="to" defaultValue={values.to ?? ""} />
        </FormField>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses({ size: "sm" })}>
          Show entries
        </button>
        {filtered ? (
          <Link href="/admin/audit" className={buttonClasses({ variant: "ghost", size: "sm" })}>
            Clear the filter
          </Link>
        ) : null}
      </div>
    </form>
  );
}
