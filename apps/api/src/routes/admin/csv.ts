/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, CRLF between rows. A cell that starts
 * with = + - @ (or a tab / carriage return) gets a leading apostrophe, so a visitor's "=HYPERLINK(…)" is shown
 * as text instead of running as a formula when the team opens the export (CSV injection).
 *
 *   toCsv(["name"], [["=1+1"]]) === '"name"\r\n"\'=1+1"\r\n'
 */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  // A byte-order mark lets Excel read UTF-8 names correctly.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** "contact-leads-2026-11-22.csv" */
export function csvFileName(kind: string, now = new Date()): string {
  return `${kind}-${now.toISOString().slice(0, 10)}.csv`;
}
