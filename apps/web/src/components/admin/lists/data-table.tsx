import type { ReactNode } from "react";

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes for both the header and the cells of this column. */
  className?: string;
};

/**
 * The admin lists' table: a caption for screen readers, column headers with scope, and the first
 * column as each row's header (what the row is: a position, a person, a key).
 *
 * Under 640 px each row reads as a card, with no sideways scroll: the first column is its heading, the
 * others follow as "Label: value" lines. It is one table all the same: the explicit roles keep its
 * table semantics for screen readers once the rows are laid out as blocks (a browser drops them for a
 * table whose display changes), and the visible labels are hidden from them (they hear the column
 * headers, which stay in the page). Above 640 px it is a plain table that scrolls sideways in its
 * region when it must.
 *
 *   <DataTable caption="Careers" columns={COLUMNS} rows={careers} rowKey={(c) => c.id} empty="No positions yet." />
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
  const [first, ...rest] = columns;
  return (
    <div
      className="sm:overflow-x-auto sm:rounded-card sm:border sm:border-ink-200 sm:bg-white sm:shadow-card"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table role="table" className="w-full border-collapse text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-ink-50 text-ink-700 max-sm:sr-only">
          <tr role="row">
            {columns.map((c) => (
              <th
                key={c.header}
                role="columnheader"
                scope="col"
                className={`border-b border-ink-200 px-4 py-3 font-semibold whitespace-nowrap ${c.className ?? ""}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:flex max-sm:flex-col max-sm:gap-3">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              data-card
              className="align-top odd:bg-white even:bg-ink-50/50 max-sm:block max-sm:rounded-card max-sm:border max-sm:border-ink-200 max-sm:bg-white max-sm:p-4 max-sm:shadow-card max-sm:even:bg-white"
            >
              {first ? (
                <th
                  role="rowheader"
                  scope="row"
                  className={`border-b border-ink-100 px-4 py-3 font-normal text-ink-800 max-sm:mb-2 max-sm:block max-sm:min-w-0 max-sm:border-0 max-sm:p-0 max-sm:text-base max-sm:break-words max-sm:whitespace-normal ${first.className ?? ""}`}
                >
                  {first.cell(row)}
                </th>
              ) : null}
              {rest.map((c) => (
                <td
                  key={c.header}
                  role="cell"
                  className={`border-b border-ink-100 px-4 py-3 text-ink-800 max-sm:flex max-sm:min-w-0 max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-2 max-sm:gap-y-1 max-sm:border-0 max-sm:px-0 max-sm:py-1 max-sm:break-words max-sm:whitespace-normal ${c.className ?? ""}`}
                >
                  <span aria-hidden="true" className="font-semibold text-ink-600 sm:hidden">
                    {c.header}:
                  </span>
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
