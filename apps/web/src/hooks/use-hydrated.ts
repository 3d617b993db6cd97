"use client";

import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/**
 * False while React renders on the server and hydrates the server's markup, true once the component
 * runs in the browser: for what must wait for the code (a submit button that would otherwise submit
 * natively, a portal that needs the document).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
