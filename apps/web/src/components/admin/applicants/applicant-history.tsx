import type { ApplicationEvent } from "@site/contract";
import { dateTime } from "@/lib/admin/format";

/** An application's history, newest first: stage moves, notes, scores and e-mails, with who and when. */
export function ApplicantHistory({ events }: { events: ApplicationEvent[] }) {
  return (
    <ol className="flex flex-col gap-4" aria-label="History, newest first">
      {events.map((e) => (
        <li key={e.id} className="border-l-2 border-ink-200 pl-4">
          <p className="text-sm text-ink-900">{e.text}</p>
          <p className="text-xs text-ink-600">
            <time dateTime={e.at}>{dateTime(e.at)}</time>
          </p>
          {e.detail ? (
            e.kind === "email" ? (
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer text-brand-700">The e-mail as sent</summary>
                <p className="mt-2 rounded-xl bg-ink-50 px-3 py-2 whitespace-pre-line break-words text-ink-800">
                  {e.detail}
                </p>
              </details>
            ) : (
              <p className="mt-2 rounded-xl bg-ink-50 px-3 py-2 text-sm whitespace-pre-line break-words text-ink-800">
                {e.detail}
              </p>
            )
          ) : null}
        </li>
      ))}
    </ol>
  );
}
