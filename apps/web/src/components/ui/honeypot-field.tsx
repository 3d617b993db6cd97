import type { FieldRegistration } from "./use-checked-form";

/**
 * The honeypot every public form carries (the contract's HONEYPOT_FIELD): a text input placed off-screen,
 * hidden from assistive technology, out of the tab order and not autofilled, so a person never fills it
 * and a form-filling bot does. The API answers a filled one as usual and keeps nothing. Its label is just
 * "Fax", so it never collides with a real field's label.
 *
 *   <HoneypotField id="contact-company-fax" {...register(HONEYPOT_FIELD)} />
 */
export function HoneypotField({ id, ...registration }: { id: string } & FieldRegistration) {
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Fax</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
