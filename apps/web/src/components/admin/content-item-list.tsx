import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";

type Item = Record<string, string>;

/** What a field may be besides required text: optional, or one of a few values (a select). */
type FieldOptions = { optional?: boolean; choices?: readonly string[] };

/**
 * A list of items of a few text fields (a service's offerings, results and questions; a section's quotes),
 * with add and remove; each field shows its own message, a list's message stands under the legend.
 *
 *   <ContentItemList legend="Results" name="results" fields={[["title", "Figure", false]]} ... />
 */
export function ContentItemList({
  legend,
  name,
  fields,
  items,
  errors,
  error,
  columns = "lg:grid-cols-[1fr_2fr_auto]",
  onChange,
}: {
  legend: string;
  name: string;
  /** [field, label, multi-line, options] */
  fields: [string, string, boolean, FieldOptions?][];
  items: Item[];
  errors: Record<string, string>;
  error?: string;
  /** The wide layout of an item's fields and its Remove button (two fields and the button by default). */
  columns?: string;
  onChange: (items: Item[]) => void;
}) {
  const set = (i: number, field: string, value: string) =>
    onChange(items.map((item, j) => (j === i ? { ...item, [field]: value } : item)));
  return (
    <fieldset className="rounded-card border border-ink-200 bg-white p-5">
      <legend className="float-left w-full text-sm font-semibold text-ink-900">{legend}</legend>
      {error && !items.some((_, i) => fields.some(([f]) => errors[`${name}.${i}.${f}`])) ? (
        <p className="clear-both pt-1 text-sm font-medium text-accent-600">{error}</p>
      ) : null}
      <ol className="clear-both flex flex-col gap-4 pt-3">
        {items.map((item, i) => (
          <li
            key={i}
            className={`grid gap-3 border-t border-ink-100 pt-4 first:border-t-0 first:pt-0 lg:items-start ${columns}`}
          >
            {fields.map(([field, label, multiline, options]) => (
              <FormField
                key={field}
                id={`${name}-${i}-${field}`}
                label={`${label} ${i + 1}`}
                required={!options?.optional}
                error={errors[`${name}.${i}.${field}`]}
              >
                {options?.choices ? (
                  <Select
                    value={item[field] ?? ""}
                    onChange={(e) => set(i, field, e.target.value)}
                    options={options.choices.map((c) => ({ label: c, value: c }))}
                  />
                ) : multiline ? (
                  <Textarea
                    rows={3}
                    value={item[field] ?? ""}
                    onChange={(e) => set(i, field, e.target.value)}
                  />
                ) : (
                  <TextInput value={item[field] ?? ""} onChange={(e) => set(i, field, e.target.value)} />
                )}
              </FormField>
            ))}
            <Button
              variant="outline"
              size="sm"
              className="lg:mt-7"
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              Remove {i + 1}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="mt-4"
        onClick={() =>
          onChange([...items, Object.fromEntries(fields.map(([f, , , o]) => [f, o?.choices?.[0] ?? ""]))])
        }
      >
        Add one
      </Button>
    </fieldset>
  );
}
