"use client";

import type { TeamSession } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { adminRequest } from "@/lib/admin/admin-request";
import { dateTime, deviceOf } from "@/lib/admin/format";
import { useAdminAction } from "@/lib/admin/use-admin-action";

/**
 * The person's own open sessions, this one marked. Another one ends with "End" (a lost phone, a shared
 * computer); this one ends with the header's "Sign out", which also forgets the cookie.
 */
export function AccountSessions({ sessions }: { sessions: TeamSession[] }) {
  const action = useAdminAction<`end-${number}`>();

  const end = (session: TeamSession) =>
    action.run(`end-${session.id}`, () => adminRequest(`/me/sessions/${session.id}`, { method: "DELETE" }), {
      done: `Ended the session on ${deviceOf(session.user_agent)}.`,
    });

  return (
    <ul className="divide-y divide-ink-100">
      {sessions.map((s) => (
        <li
          key={s.id}
          className="flex flex-wrap items-center justify-between gap-3 py-3"
          aria-current={s.current ? "true" : undefined}
        >
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-ink-950">
              {deviceOf(s.user_agent)}
              {s.current ? (
                <span className="ml-2 inline-flex items-center rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-600 ring-1 ring-success-600/30 ring-inset">
                  This session
                </span>
              ) : null}
            </p>
            <p className="text-ink-600">
              Signed in {dateTime(s.created_at)} with {s.method === "passkey" ? "a passkey" : s.method}
              {s.ip ? ` from ${s.ip}` : ""}
            </p>
            <p className="text-ink-600">
              Last active {dateTime(s.last_seen_at)} · ends by {dateTime(s.expires_at)}
            </p>
          </div>
          {s.current ? null : (
            <SubmitButton
              size="sm"
              variant="outline"
              pending={action.pending === `end-${s.id}`}
              pendingLabel="Ending..."
              disabled={action.busy}
              onClick={() => void end(s)}
              aria-label={`End the session on ${deviceOf(s.user_agent)} from ${dateTime(s.created_at)}`}
            >
              End
            </SubmitButton>
          )}
        </li>
      ))}
    </ul>
  );
}
