import { ATTRIBUTION_FIELDS, type Attribution, type AttributionField } from "@site/contract/forms";
import type { FieldRegistration } from "./use-checked-form";

/**
 * A lead form's hidden fields of where the visit came from (lib/forms/attribution.ts), rendered by the
 * server so they are sent with JavaScript off; registered, so the enhanced form sends them too. A value
 * the form was sent back with (a failed submission without script) wins over the page's own.
 */
export function AttributionFields({
  attribution,
  sentBack,
  register,
}: {
  attribution: Attribution | undefined;
  sentBack: Partial<Record<string, string>>;
  register: (name: AttributionField) => FieldRegistration;
}) {
  return ATTRIBUTION_FIELDS.map((field) => {
    const value = sentBack[field] ?? attribution?.[field];
    return value ? <input key={field} type="hidden" defaultValue={value} {...register(field)} /> : null;
  });
}
