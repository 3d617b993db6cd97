import Link from "next/link";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type AdminLeadOwner } from "@site/contract";
import { buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { ErrorSummary, summaryOf } from "../error-summary";

export type LeadFilterValues = { q?: string; status?: string; owner?: string; source?: string };
export type LeadFilterErrors = Partial<Record<keyof LeadFilterValues, string>>;

const IDS = { q: "leads-q", status: "leads-status", owner: "leads-owner", source: "leads-source" } as const;

/**
 * The leads list's search and filters as a plain GET form: it works without JavaScript, and each
 * filtered view has an address the team can bookmark or send.
 */
export function LeadFilters({
  values,
  errors,
  owners,
  sources,
}: {
  values: LeadFilterValues;
  errors: LeadFilterErrors;
  owners: AdminLeadOwner[];
  sources: string[];
}) {
  const filtered = Object.values(values).some(Boolean);
  return (
    <form
      method="get"
      action="/admin/leads"
      role="search"
      aria-label="Find leads"
      noValidate
      className="mb-6 rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <ErrorSummary title="The filter could not be applied" errors={summaryOf(errors, IDS)} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id={IDS.q} label="Name, e-mail, company or words" error={errors.q}>
          <TextInput type="search" name="q" defaultValue={values.q ?? ""} />
        </FormField>
        <FormField id={IDS.status} label="Status" error={errors.status}>
          <Select
            name="status"
            defaultValue={values.status ?? ""}
            placeholder="Any status"
            options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
          />
        </FormField>
        <FormField id={IDS.owner} label="Owner" error={errors.owner}>
          <Select
            name="owner"
            defaultValue={values.owner ?? ""}
            placeholder="Anyone"
            options={[
              { value: "none", label: "Nobody yet" },
              ...owners.map((o) => ({ value: String(o.id), label: o.name })),
            ]}
          />
        </FormField>
        <FormField id={IDS.source} label="Source" error={errors.source}>
          <Select
            name="source"
            defaultValue={values.source ?? ""}
            placeholder="Any source"
            options={[...new Set([...sources, ...(values.source ? [values.source] : [])])].map((s) => ({
              value: s,
              label: s,
            }))}
          />
        </FormField>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses({ size: "sm" })}>
          Show leads
        </button>
        {filtered ? (
          <Link href="/admin/leads" className={buttonClasses({ variant: "ghost", size: "sm" })}>
            Clear the filter
          </Link>
        ) : null}
      </div>
    </form>
  );
}
