"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** How long after the last keystroke a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 2500;

export type AutosaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: number }
  | { kind: "failed"; message: string }
  | { kind: "off"; reason: string };

/**
 * Autosave of a draft (issue 31, item 4): `values` are saved `AUTOSAVE_DELAY_MS` after they last
 * changed, when they differ from what was last saved. `save` returns null once saved, or the message
 * of why not (the contract's check, or the API's answer); the values stay in the form either way.
 * `off` (a live post, a listed opening: saving would change the public page) gives the reason instead.
 * `dirty` says whether anything typed is not saved yet, for the unsaved-changes guard; `saved(values)`
 * records a save made by hand.
 *
 *   const autosave = useAutosave(values, (v) => saveDraft(v), { off: live ? "..." : undefined });
 */
export function useAutosave<V>(
  values: V,
  save: (values: V) => Promise<string | null>,
  { off }: { off?: string } = {},
) {
  const current = JSON.stringify(values);
  const [savedAs, setSavedAs] = useState(current);
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  // Counts finished autosaves, so text typed while one was on its way gets its own.
  const [round, setRound] = useState(0);
  const saveRef = useRef(save);
  const valuesRef = useRef(values);
  const running = useRef(false);
  useEffect(() => {
    saveRef.current = save;
    valuesRef.current = values;
  });

  const dirty = current !== savedAs;

  useEffect(() => {
    if (!dirty || off) return;
    const timer = setTimeout(async () => {
      if (running.current) return;
      running.current = true;
      setState({ kind: "saving" });
      // The timer restarts at every change, so the latest values are the ones `current` describes.
      const problem = await saveRef.current(valuesRef.current);
      running.current = false;
      setRound((n) => n + 1);
      if (problem === null) {
        setSavedAs(current);
        setState({ kind: "saved", at: Date.now() });
      } else setState({ kind: "failed", message: problem });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current, dirty, off, round]);

  const saved = useCallback((v: V) => {
    setSavedAs(JSON.stringify(v));
    setState({ kind: "saved", at: Date.now() });
  }, []);

  /** What the server holds now (read again after a save or another change): the baseline of `dirty`. */
  const settled = useCallback((v: V) => setSavedAs(JSON.stringify(v)), []);

  return { dirty, state: off ? ({ kind: "off", reason: off } as AutosaveState) : state, saved, settled };
}
