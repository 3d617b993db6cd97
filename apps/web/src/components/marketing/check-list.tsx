import { CheckIcon } from "./icons";

/** A list with check marks, for features, offers and highlights. */
export function CheckList({
  items,
  tone = "light",
  className = "",
}: {
  items: string[];
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <ul className={`flex flex-col gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${tone === "dark" ? "bg-white/15 text-white" : "bg-brand-50 text-brand-700"}`}
          >
            <CheckIcon className="size-4" />
          </span>
          <span className={`leading-7 ${tone === "dark" ? "text-ink-200" : "text-ink-700"}`}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
