"use client";

import { useId } from "react";
import type { RadioOption } from "@site/contract";

export type RadioGroupProps = {
  name: string;
  label: string;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  /** Lay the options out in a row from the sm breakpoint. */
  inline?: boolean;
  className?: string;
};

/** A labelled group of radio buttons; an option can be disabled on its own (RadioOption.disabled). */
export function RadioGroup({
  name,
  label,
  options,
  value,
  defaultValue,
  onChange,
  required,
  disabled,
  error,
  inline = false,
  className = "",
}: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <legend className="mb-2 text-sm font-semibold text-ink-900">
        {label}
        {required ? <span className="ml-1 font-normal text-accent-600">(Required)</span> : null}
      </legend>
      <div
        className={inline ? "flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6" : "flex flex-col gap-3"}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={`inline-flex items-center gap-3 text-[0.9375rem] ${
                option.disabled || disabled
                  ? "cursor-not-allowed text-ink-500"
                  : "cursor-pointer text-ink-800"
              }`}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                disabled={option.disabled}
                required={required}
                className="size-5 shrink-0 accent-brand-600"
                {...(value !== undefined
                  ? { checked: value === option.value, onChange: () => onChange?.(option.value) }
                  : {
                      defaultChecked: defaultValue === option.value,
                      onChange: () => onChange?.(option.value),
                    })}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-accent-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
