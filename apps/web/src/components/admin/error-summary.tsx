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
