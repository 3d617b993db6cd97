import Link from "next/link";
import type { ReactNode } from "react";

/**
 * A page's title with an optional line of context, actions on the right, and above it the way back to
 * the list or section the page belongs to (`back`: "← All leads").
 */
export function PageHeading({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { href: string; label: string };
}) {
  const heading = (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-display text-2xl font-bold text-ink-950 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1.5 max-w-2xl text-ink-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
  if (!back) return heading;
  return (
    <>
      <p className="mb-3 text-sm">
        <Link href={back.href} className="text-brand-700 underline-offset-2 hover:underline">
          ← {back.label}
        </Link>
      </p>
      {heading}
    </>
  );
}
