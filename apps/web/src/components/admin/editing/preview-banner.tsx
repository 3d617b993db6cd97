import Link from "next/link";

/** Above a preview: what is shown (the saved draft, not what visitors see yet) and the way back. */
export function PreviewBanner({
  title,
  editHref,
  changed,
  asHeading = false,
}: {
  title: string;
  editHref: string;
  changed: boolean;
  /** The page's h1, for a preview whose content has none of its own (a home page section). */
  asHeading?: boolean;
}) {
  const Title = asHeading ? "h1" : "strong";
  return (
    <div className="mb-6 flex flex-col gap-2 rounded-card border border-warning-600/40 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ink-800">
        <Title className="inline font-bold">Preview of the saved draft: {title}.</Title>{" "}
        {changed ? "Visitors do not see these changes until you publish." : "This is what visitors see now."}
      </p>
      <Link href={editHref} className="font-semibold text-brand-600 underline-offset-2 hover:underline">
        Back to the editor
      </Link>
    </div>
  );
}
