import type { ReactNode } from "react";
import type { BodyFormat } from "@site/contract";
import { FormField } from "@/components/ui/form-field";
import { RadioGroup } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";

const FORMATS = [
  { label: "Markdown", value: "markdown" },
  { label: "HTML", value: "html" },
];

/**
 * A long text written in Markdown or HTML (a post's body, a job description): "Written in", the text
 * as typed, and beside it `children`, its live preview.
 */
export function BodyField({
  id,
  label,
  hint,
  error,
  rows,
  spellCheck,
  value,
  format,
  onChange,
  onFormat,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  rows: number;
  spellCheck?: boolean;
  value: string;
  format: BodyFormat;
  onChange: (value: string) => void;
  onFormat: (format: BodyFormat) => void;
  children: ReactNode;
}) {
  return (
    <div className="rounded-card border border-ink-200 bg-white p-5">
      <RadioGroup
        name="body_format"
        label="Written in"
        inline
        value={format}
        onChange={(v) => onFormat(v as BodyFormat)}
        options={FORMATS}
      />
      <div className="mt-4 grid gap-5 lg:grid-cols-2">
        <FormField id={id} label={label} required error={error} hint={hint}>
          <Textarea
            rows={rows}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className="font-mono text-sm"
            spellCheck={spellCheck}
          />
        </FormField>
        {children}
      </div>
    </div>
  );
}
