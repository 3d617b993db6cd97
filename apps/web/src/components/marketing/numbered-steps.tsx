import type { FeatureItem } from "@site/contract";

/** An ordered list of FeatureItems with their step numbers. */
const COLUMNS = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" } as const;

export function NumberedSteps({
  items,
  columns = 4,
}: {
  items: FeatureItem[];
  columns?: keyof typeof COLUMNS;
}) {
  return (
    <ol className={`grid gap-4 sm:grid-cols-2 ${COLUMNS[columns]}`}>
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
