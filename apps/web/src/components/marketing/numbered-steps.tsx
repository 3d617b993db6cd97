import type { FeatureItem } from "@site/contract";

/** An ordered list of FeatureItems with their step numbers. */
export function NumberedSteps({ items, className = "" }: { items: FeatureItem[]; className?: string }) {
  return (
    <ol className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${className}`}>
      {items.map((item) => (
        <li
          key={item.index}
          className="relative rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-card"
        >
          <span
            aria-hidden="true"
            className="font-display flex size-10 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white"
          >
            {item.index}
          </span>
          <p className="mt-4 leading-7 text-ink-700">
            <span className="sr-only">Step {item.index}: </span>
            {item.text}
          </p>
        </li>
      ))}
    </ol>
  );
}
