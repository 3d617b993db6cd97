"use client";

import { useId, type InputHTMLAttributes, type ReactNode } from "react";

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: ReactNode;
  /** Reports the new checked state on every toggle. */
  onCheckedChange?: (checked: boolean) => void;
  error?: string;
  ref?: React.Ref<HTMLInputElement>;
};

/** A labelled checkbox (spec §4: toggles and reports its checked state). */
export function Checkbox({
  label,
  onCheckedChange,
  onChange,
  error,
  id,
  className = "",
  ...props
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="group inline-flex cursor-pointer items-start gap-3 text-ink-800">
        <input
          id={inputId}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-[0.3rem] border-ink-400 accent-brand-600 disabled:cursor-not-allowed"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
          {...props}
        />
        <span className="text-[0.9375rem] leading-6 group-has-[:disabled]:text-ink-500">{label}</span>
      </label>
      {error ? (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-accent-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
