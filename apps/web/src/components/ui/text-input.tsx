import type { InputHTMLAttributes } from "react";
import { FIELD_CLASSES } from "./field-styles";

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

/** A single-line text input, 44 px tall. Pair it with FormField for its label and message. */
export function TextInput({ className = "", type = "text", ...props }: TextInputProps) {
  return <input type={type} className={`${FIELD_CLASSES} h-11 ${className}`} {...props} />;
}
