"use client";

import { useRef, type ChangeEvent } from "react";
import { UI_TEXT } from "@/content/ui-text";
import { formatFileSize, RESUME_ACCEPT } from "./resume-schema";

export type ResumeFieldProps = {
  /** Given by FormField: the file input's id, so the field label points at it. */
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
  name: string;
  file: File | null;
  /** A newly chosen file, or null when the visitor removes it. */
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
};

/**
 * The resume picker (spec §4): with no file an upload button; once chosen a green 'File uploaded
 * successfully' box with the file name and a remove button. The native input stays the real control
 * (keyboard, screen readers, drag and drop onto it); the button look is its label. Without script the
 * browser's own file input shows instead, with the chosen file's name.
 */
export function ResumeField({ file, onChange, onBlur, disabled, name, ...control }: ResumeFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Clearing the input lets the same file be chosen again after a rejection or a removal.
    event.target.value = "";
    if (chosen) onChange(chosen);
  };

  const remove = () => {
    onChange(null);
    // The upload button comes back in place of the box: keep keyboard focus on the field.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  if (file) {
    return (
      <div
        data-testid="resume-uploaded"
        className="flex items-center gap-3 rounded-xl border border-success-600/40 bg-success-50 px-4 py-3"
      >
        <svg viewBox="0 0 24 24" className="size-6 shrink-0 text-success-600" aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="m7.5 12.5 3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-success-600" role="status">
            {UI_TEXT.fileUploaded}
          </p>
          <p className="truncate text-sm text-ink-800" title={file.name}>
            <span data-testid="resume-file-name">{file.name}</span>
            <span className="text-ink-600"> · {formatFileSize(file.size)}</span>
          </p>
        </div>
        <button
          type="button"
          onClick={remove}
          disabled={disabled}
          aria-label={`Remove ${file.name}`}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-700 transition-colors hover:bg-white hover:text-accent-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
            <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    );
  }

  return (
    <label
      className={`group relative flex items-center gap-3 rounded-xl border border-dashed border-ink-300 bg-white px-4 py-3 transition-colors has-[:focus-visible]:border-brand-600 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100 has-[[aria-invalid=true]]:border-accent-600 ${
        disabled
          ? "cursor-not-allowed bg-ink-50"
          : "cursor-pointer hover:border-brand-600 hover:bg-brand-50/40"
      }`}
    >
      <input
        ref={inputRef}
        type="file"
        name={name}
        accept={RESUME_ACCEPT}
        disabled={disabled}
        onChange={choose}
        onBlur={onBlur}
        className="sr-only noscript:not-sr-only noscript:text-sm"
        {...control}
      />
      <span
        className={`inline-flex h-9 shrink-0 items-center gap-2 noscript:hidden rounded-full px-4 text-sm font-semibold ${
          disabled ? "bg-ink-200 text-ink-600" : "bg-brand-600 text-white group-hover:bg-brand-700"
        }`}
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <path
            d="M10 13V3.5M6 7.5l4-4 4 4M4 12.5v2A2.5 2.5 0 0 0 6.5 17h7a2.5 2.5 0 0 0 2.5-2.5v-2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Upload resume
      </span>
      <span className="hidden text-sm whitespace-nowrap text-ink-600 @xs:inline noscript:hidden">
        No file chosen
      </span>
    </label>
  );
}
