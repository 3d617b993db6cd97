"use client";

import { useEffect, useRef } from "react";

/**
 * Keeps the focus where the person was after a save: a submit button is disabled while its write is
 * under way, and a disabled button drops the focus to the page. Once `pending` clears, the button gets
 * it back, unless the person has moved it meanwhile.
 *
 *   const ref = useRefocus(action.pending);
 *   <SubmitButton ref={ref} pending={action.pending === "save"}>Save</SubmitButton>
 */
export function useRefocus(pending: unknown) {
  const ref = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);
  useEffect(() => {
    if (pending) {
      wasPending.current = true;
      return;
    }
    if (!wasPending.current) return;
    wasPending.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, [pending]);
  return ref;
}
