import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { ErrorSummary, type SummaryItem } from "../shell/error-summary";

type Option = { value: string; label: string };

/** A choice of the search: a select named `name`, "every ..." (`placeholder`) or one of `options`. */
export type ListFilter = {
  id: string;
  name: string;
  label: string;
  placeholder?: string;
  value?: string;
  options: Option[];
  error?: string;
};

/** A date of the search (a day, YYYY-MM-DD): a date field named `name` ("from", "to"). */
export type ListDate = { id: string; name: string; label: string; value?: string; error?: string };

/**
 * A list's search as a plain GET form (it works without JavaScript, and the address can be
 * bookmarked): the refused filters summed up above, then the words searched (`q`, when the list
 * searches words), the `filters`, the `dates` and, when the list can be ordered, the order (`sort`,
 * its first option by default) in a grid; the state of the list's tabs is carried in `keep`, and
 * "Clear the search" shows when something is searched.
 *
 *   <ListSearch action="/admin/careers" label="Find positions" submit="Show positions" errors={summary}
 *     q={{ id: "careers-q", label: "Position", value: filter.q }} filters={[...]}
 *     sort={{ id: "careers-sort", value: filter.sort, options }} keep={{ status }} clearHref={...} />
 *   <ListSearch action="/admin/audit" ... filters={[person, action]}
 *     dates={[{ id: "audit-from", name: "from", label: "From (UTC)", value: from }, ...]} />
 */
export function ListSearch({
  action,
  label,
  submit,
  errors,
  keep = {},
  clearHref,
  q,
  filters,
  dates = [],
  sort,
}: {
  action: string;
  label: string;
  submit: string;
  errors: SummaryItem[];
  /** Hidden values the search keeps (the tab chosen); empty ones are left out. */
  keep?: Record<string, string | undefined>;
  clearHref?: string;
  q?: { id: string; label: string; value?: string; error?: string };
  filters: ListFilter[];
  dates?: ListDate[];
  sort?: { id: string; value?: string; options: Option[]; error?: string };
}) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      noValidate
      className="mb-6 rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <ErrorSummary title="The search could not be made" errors={errors} />
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {q ? (
          <FormField id={q.id} label={q.label} error={q.error}>
            <TextInput type="search" name="q" defaultValue={q.value ?? ""} />
          </FormField>
        ) : null}
        {filters.map((f) => (
          <FormField key={f.id} id={f.id} label={f.label} error={f.error}>
            <Select
              name={f.name}
              defaultValue={f.value ?? ""}
              placeholder={f.placeholder}
              options={f.options}
            />
          </FormField>
        ))}
        {dates.map((d) => (
          <FormField key={d.id} id={d.id} label={d.label} error={d.error}>
            <TextInput type="date" name={d.name} defaultValue={d.value ?? ""} />
          </FormField>
        ))}
        {sort ? (
          <FormField id={sort.id} label="Order" error={sort.error}>
            <Select name="sort" defaultValue={sort.value ?? sort.options[0]?.value} options={sort.options} />
          </FormField>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses({ size: "sm" })}>
          {submit}
        </button>
        {clearHref ? (
          <Link href={clearHref} className={buttonClasses({ variant: "ghost", size: "sm" })}>
            Clear the search
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/**
 * How many a list holds, said once the list changes: "3 positions match." while searching, else
 * "12 positions.".
 */
export function ListCount({
  total,
  noun,
  searching,
}: {
  total: number;
  noun: [string, string];
  searching: boolean;
}) {
  return (
    <p className="mb-3 text-sm text-ink-600" role="status">
      {total === 1 ? `1 ${noun[0]}` : `${total} ${noun[1]}`}
      {searching ? (total === 1 ? " matches" : " match") : ""}.
    </p>
  );
}
