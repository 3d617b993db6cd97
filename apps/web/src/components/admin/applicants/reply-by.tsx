/** "Reply by Dec 6, 2026", marked when the day has passed. */
export function ReplyBy({ date, overdue }: { date: string | null; overdue: boolean }) {
  if (!date) return <span className="text-ink-600">No reply due</span>;
  return overdue ? (
    <span className="font-semibold text-danger-600">Reply overdue since {date}</span>
  ) : (
    <span className="text-ink-700">Reply by {date}</span>
  );
}
