"use client";

import { type Dispatch, type SetStateAction, useState } from "react";

/**
 * Keeps an editor's form in step with the server's copy of its item without losing what the person
 * typed (issue 31, item 4). The page reads the item again after a save, an archive, a schedule or a
 * status change; an editor remounted with it lost whatever was typed while that read was under way.
 * Instead, when `version` (the item's last change) moves on, each field the person has not changed
 * since the previous copy takes the new copy's value (a status set from the list, an opening the job
 * queue listed), and each field they have changed keeps what they typed. `settled(server)` then tells
 * the autosave what the server holds, so only fields that still differ count as unsaved.
 */
export function useServerCopy<V extends Record<string, unknown>>(
  server: V,
  version: string | undefined,
  setValues: Dispatch<SetStateAction<V>>,
  settled: (server: V) => void,
) {
  const [seen, setSeen] = useState({ version, server });
  if (version === seen.version) return;
  // Adjusting state while rendering when a prop changed (React's pattern): no render shows the old copy.
  const before = seen.server;
  setSeen({ version, server });
  setValues((local) => {
    const next = { ...local };
    for (const key of Object.keys(server) as (keyof V)[]) {
      if (JSON.stringify(local[key]) === JSON.stringify(before[key])) next[key] = server[key];
    }
    return next;
  });
  settled(server);
}
