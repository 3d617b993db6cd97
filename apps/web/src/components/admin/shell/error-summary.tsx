/**
 * The errors of a form at its top, each linking to its field (whose own message sits beside it), so a
 * screen-reader user hears them at once and anyone can jump to the field. Messages without a field
 * (a refused sign-in, too many attempts) are listed as text.
 *
 *   <ErrorSummary title="Sign-in failed" errors={[{ message, field: "sign-in-email" }]} />
 */
export function ErrorSummary({
  title,
  errors,
}: {
  title: string;
  errors: { message: string; field?: string }[];
}) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="mb-5 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-sm">
      <p className="font-semibold text-accent-700">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-accent-700">
        {errors.map((e) => (
          <li key={`${e.field ?? ""}:${e.message}`}>
            {e.field ? (
              <a href={`#${e.field}`} className="underline underline-offset-2">
                {e.message}
              </a>
            ) : (
              e.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export type SummaryItem = { message: string; field?: string };

/**
 * A form's errors as summary items: the form's own message (`form`) first unless a field says the same,
 * then each field's message, linked to the control's id, in the order of `fields`.
 *
 *   summaryOf(errors, { email: "sign-in-email", password: "sign-in-password" })
 */
export function summaryOf(
  errors: Partial<Record<string, string>>,
  fields: Record<string, string>,
): SummaryItem[] {
  const items: SummaryItem[] = [];
  const fieldMessages = Object.keys(fields).map((k) => errors[k]);
  if (errors.form && !fieldMessages.includes(errors.form)) items.push({ message: errors.form });
  for (const [key, id] of Object.entries(fields)) {
    const message = errors[key];
    if (message) items.push({ message, field: id });
  }
  return items;
}
