import { highlightParts } from "./highlight";

/** A title with the search words marked (spec §2: matches highlighted in the titles). */
export function HighlightedText({ text, query }: { text: string; query?: string }) {
  if (!query) return <>{text}</>;
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-accent-100 px-0.5 text-ink-950 [box-decoration-break:clone]">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
