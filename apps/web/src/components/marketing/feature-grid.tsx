/** Titled blocks of text in a grid: offerings, challenges, solutions, features. */
export function FeatureGrid({
  items,
  columns = 2,
  tone = "light",
  numbered = false,
}: {
  items: { title: string; text: string }[];
  columns?: 2 | 3;
  tone?: "light" | "dark";
  numbered?: boolean;
}) {
  const dark = tone === "dark";
  return (
    <ul className={`grid gap-5 md:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {items.map((item, i) => (
        <li
          key={item.title}
          className={`rounded-[var(--radius-card)] border p-7 ${dark ? "border-white/10 bg-white/5" : "border-ink-200 bg-white shadow-card"}`}
        >
          {numbered ? (
            <p className={`font-display text-sm font-bold ${dark ? "text-accent-300" : "text-accent-600"}`}>
              {String(i + 1).padStart(2, "0")}
            </p>
          ) : (
            <span
              aria-hidden="true"
              className="block h-1 w-10 rounded-full bg-gradient-to-r from-brand-600 to-brand-300"
            />
          )}
          <h3 className={`mt-4 text-xl font-bold ${dark ? "text-white" : ""}`}>{item.title}</h3>
          <p className={`mt-3 leading-7 ${dark ? "text-ink-300" : "text-ink-600"}`}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
