import type { TextareaHTMLAttributes } from "react";
import { FIELD_CLASSES } from "./field-styles";

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: React.Ref<HTMLTextAreaElement>;
};

/** A multi-line text input. Pair it with FormField for its label and message. */
export function Textarea({ className = "", rows = 5, ...props }: TextareaProps) {
  return (
    <textarea rows={rows} className={`${FIELD_CLASSES} resize-y py-3 leading-6 ${className}`} {...props} />
  );
}
