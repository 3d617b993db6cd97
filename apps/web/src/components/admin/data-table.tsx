import type { ReactNode } from "react";

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes for both the header and the cells of this column. */
  className?: string;
};

/**
 * A plain, accessible table for the admin lists: a caption for screen readers, column headers with
 * scope, and horizontal scrolling on narrow screens instead of squeezed cells.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty: ReactNode;
}) {
  if (rows.length === 0) {
    return (
      <p
        role="status"
        className="rounded-card border border-dashed border-ink-200 bg-ink-50 px-6 py-10 text-center text-ink-600"
      >
        {empty}
      </p>
    );
  }
  return (
    <div
      className="overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`border-b border-ink-200 px-4 py-3 font-semibold whitespace-nowrap ${c.className ?? ""}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top odd:bg-white even:bg-ink-50/50">
              {columns.map((c) => (
                <td
                  key={c.header}
                  className={`border-b border-ink-100 px-4 py-3 text-ink-800 ${c.className ?? ""}`}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
