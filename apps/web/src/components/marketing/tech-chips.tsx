/** Tools, standards or technologies as a row of chips. */
export function TechChips({ items, label }: { items: string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2.5">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full border border-ink-200 bg-white px-4 py-2 text-sm font-medium text-ink-800"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
