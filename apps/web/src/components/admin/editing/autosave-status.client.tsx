"use client";

import { useEffect, useState } from "react";
import type { AutosaveState } from "./use-autosave";

/** "Saved 3 s ago", "Saved 2 min ago", from the moment of the save and now. */
export function savedAgo(at: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return `Saved ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Saved ${minutes} min ago`;
  return `Saved at ${new Date(at).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}`;
}

/**
 * Where the draft stands, beside Save: "Saving...", "Saved 3 s ago" (ticking), why an autosave failed
 * (the text stays in the form), or why autosave is off here, and "Unsaved changes". The ticking text is
 * hidden from screen readers; a polite live region says each change once.
 */
export function AutosaveStatus({ state, dirty }: { state: AutosaveState; dirty: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  const savedAt = state.kind === "saved" ? state.at : null;
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [savedAt]);

  let shown: string;
  let spoken: string;
  let tone = "text-ink-600";
  if (state.kind === "saving") shown = spoken = "Saving...";
  else if (state.kind === "failed") {
    shown = spoken = `Not saved: ${state.message}. Your text is still here.`;
    tone = "text-accent-700";
  } else if (state.kind === "off") shown = spoken = dirty ? `Unsaved changes. ${state.reason}` : state.reason;
  else if (state.kind === "saved" && !dirty) {
    shown = savedAgo(state.at, Math.max(now, state.at));
    spoken = "Draft saved.";
  } else if (dirty) shown = spoken = "Unsaved changes";
  else shown = spoken = "";

  return (
    <p className={`text-sm ${tone}`}>
      <span aria-hidden="true" data-testid="autosave-status">
        {shown}
      </span>
      <span role="status" className="sr-only">
        {spoken}
      </span>
    </p>
  );
}
