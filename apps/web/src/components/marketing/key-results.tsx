import type { KeyResultItem } from "@site/contract";

/** A row of headline figures, each with a line of context. */
export function KeyResults({
  items,
  tone = "light",
  className = "",
  stacked = false,
}: {
  items: KeyResultItem[];
  tone?: "light" | "dark";
  className?: string;
  /** One figure per row, for narrow asides. */
  stacked?: boolean;
}) {
  const dark = tone === "dark";
  return (
    <dl
      className={`grid gap-px overflow-hidden rounded-[var(--radius-card)] ${dark ? "bg-white/10" : "bg-ink-200"} ${stacked ? "" : `sm:grid-cols-2 ${items.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`} ${className}`}
    >
      {items.map((item) => (
        <div
          key={item.title + item.subTitle}
          className={`flex flex-col-reverse gap-2 p-6 sm:p-8 ${dark ? "bg-ink-950" : "bg-white"}`}
        >
          <dt className={`text-sm leading-6 ${dark ? "text-ink-300" : "text-ink-600"}`}>{item.subTitle}</dt>
          <dd
            className={`font-display text-3xl font-bold tracking-tight ${dark ? "text-white" : "text-brand-700"}`}
          >
            {item.title}
          </dd>
        </div>
      ))}
    </dl>
  );
}
