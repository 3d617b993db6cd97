import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { dateTime } from "@/lib/admin/format";
import { stringParam, type SearchParams } from "@/lib/admin/search-params";

const NUMBER = /^[1-9][0-9]{0,9}$/;

/**
 * The two versions a history page compares: `from` and `to` of its address when they name versions it
 * has, else the last two; `pair` (older first) only when they differ.
 *
 *   chosenVersions({ from: "1", to: "3" }, [3, 2, 1])   // { from: 1, to: 3, pair: [1, 3] }
 */
export function chosenVersions(
  query: SearchParams,
  numbers: number[],
): { from?: number; to?: number; pair?: [number, number] } {
  const chosen = (name: string, fallback: number | undefined) => {
    const raw = stringParam(query, name);
    const n = raw && NUMBER.test(raw) ? Number(raw) : fallback;
    return n !== undefined && numbers.includes(n) ? n : undefined;
  };
  const from = chosen("from", numbers[1]);
  const to = chosen("to", numbers[0]);
  const pair: [number, number] | undefined =
    from !== undefined && to !== undefined && from !== to
      ? [Math.min(from, to), Math.max(from, to)]
      : undefined;
  return { from, to, pair };
}

export type HistoryRow = {
  number: number;
  created_at: string;
  created_by: string;
  /** The last column: what the version is (a post's title, "Published"…). */
  what: ReactNode;
};

/**
 * A history's versions, newest first (issue 21), for posts, openings and content entries alike: who and when, two
 * chosen with the radio buttons (a GET form, so it works without JavaScript and the comparison has its
 * own address), then `children`, the comparison of the pair.
 */
export function VersionHistory({
  rows,
  from,
  to,
  compared,
  caption,
  whatLabel,
  children,
}: {
  rows: HistoryRow[];
  from?: number;
  to?: number;
  /** Whether `children` holds a comparison (two different versions were chosen). */
  compared: boolean;
  caption: string;
  whatLabel: string;
  children?: ReactNode;
}) {
  return (
    <>
      <form method="get" className="mb-8 flex flex-col gap-4">
        <div
          className="overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card"
          tabIndex={0}
          role="region"
          aria-label="Versions"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-ink-50 text-ink-700">
              <tr>
                {[
                  ["Version", ""],
                  ["Older", "whitespace-nowrap"],
                  ["Newer", "whitespace-nowrap"],
                  ["Saved", "whitespace-nowrap"],
                  ["By", ""],
                  [whatLabel, ""],
                ].map(([name, wrap]) => (
                  <th key={name} scope="col" className={`px-4 py-3 font-semibold ${wrap}`.trim()}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((v, i) => (
                <tr key={v.number} className="border-t border-ink-100">
                  <td className="px-4 py-3 font-semibold whitespace-nowrap text-ink-900">
                    {v.number}
                    {i === 0 ? <span className="ml-2 font-normal text-ink-600">(current)</span> : null}
                  </td>
                  {(["from", "to"] as const).map((end) => (
                    <td key={end} className="px-4 py-3">
                      <input
                        type="radio"
                        name={end}
                        value={v.number}
                        defaultChecked={v.number === (end === "from" ? from : to)}
                        aria-label={`Compare ${end} version ${v.number}`}
                        className="size-5 accent-brand-600"
                      />
                    </td>
                  ))}
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={v.created_at}>{dateTime(v.created_at)}</time>
                  </td>
                  <td className="px-4 py-3">{v.created_by}</td>
                  <td className="px-4 py-3">{v.what}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {rows.length > 1 ? (
          <div>
            <button type="submit" className={buttonClasses({ variant: "primary" })}>
              Compare selected versions
            </button>
          </div>
        ) : (
          <p className="text-ink-600">One version so far: the next save makes another to compare with.</p>
        )}
      </form>
      {compared ? (
        children
      ) : rows.length > 1 ? (
        <p role="status" className="text-ink-600">
          Choose two different versions to compare.
        </p>
      ) : null}
    </>
  );
}
