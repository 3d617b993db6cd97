import { UI_TEXT } from "@/content/ui-text";
import { Field, type FieldProps } from "./field";

export type FormFieldProps = Omit<FieldProps, "requiredText">;

/**
 * A labelled form control with its '(Required)' marker and validation message (Field, with the
 * marker's words of UI_TEXT):
 *   <FormField id="email" label="Email" required error={errors.email?.message}>
 *     <TextInput type="email" {...register("email")} />
 *   </FormField>
 */
export function FormField(props: FormFieldProps) {
  return <Field {...props} requiredText={UI_TEXT.required} />;
}
