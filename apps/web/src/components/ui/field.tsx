import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

export type FieldProps = {
  /** The control's id: the label points at it and the message is tied to it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** A validation message, shown under the field in the accent colour. */
  error?: string;
  hint?: ReactNode;
  /** One control (TextInput, Textarea, Select...). It receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
  className?: string;
  /** The '(Required)' marker's words (UI_TEXT.required), shown after the label when `required`. */
  requiredText: string;
};

type ControlProps = {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

/**
 * A labelled form control with its '(Required)' marker and validation message, the marker's words
 * handed in (`requiredText`), so a form whose page hands them down carries no other interface text.
 * Most forms use FormField (form-field.tsx), which passes UI_TEXT.required.
 */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
  className = "",
  requiredText,
}: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<ControlProps>, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })
    : children;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
        {required ? <span className="ml-1 font-normal text-accent-600">{requiredText}</span> : null}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-center gap-1.5 text-sm font-medium text-accent-600">
          <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M10 6v5M10 13.5v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}
