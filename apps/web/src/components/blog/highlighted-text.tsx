import type { TextRun } from "@site/contract";
import { highlightParts } from "./highlight";

const MARK = "rounded-sm bg-accent-100 px-0.5 text-ink-950 [box-decoration-break:clone]";

/** Text cut into runs, the matched ones marked (a search's title or snippet, issue 21). */
export function MarkedRuns({ runs }: { runs: readonly TextRun[] }) {
  return (
    <>
      {runs.map((run, i) =>
        run.match ? (
          <mark key={i} className={MARK}>
            {run.text}
          </mark>
        ) : (
          <span key={i}>{run.text}</span>
        ),
      )}
    </>
  );
}

/** A title with the search words marked (spec §2: matches highlighted in the titles). */
export function HighlightedText({ text, query }: { text: string; query?: string }) {
  if (!query) return <>{text}</>;
  return <MarkedRuns runs={highlightParts(text, query)} />;
}
