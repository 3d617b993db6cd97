import type { SelectHTMLAttributes } from "react";
import { SELECT_HEIGHT } from "@site/contract";
import { FIELD_CLASSES } from "./field-styles";

export type SelectOption = { label: string; value: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  options: SelectOption[];
  /** The empty first option, e.g. 'Select a country' or 'Loading...'. */
  placeholder?: string;
  ref?: React.Ref<HTMLSelectElement>;
};

/** A native select, 44 px tall (spec §9), with the site's chevron. */
export function Select({ options, placeholder, className = "", style, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select
        className={`${FIELD_CLASSES} appearance-none pr-11 ${className}`}
        style={{ height: SELECT_HEIGHT, ...style }}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <svg
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-600"
        aria-hidden="true"
      >
        <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </div>
  );
}
