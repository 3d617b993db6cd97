"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ToastType } from "@site/contract";
import type { ToastAction } from "./toast-stack";

/**
 * The page's one toast stack (spec §9): top-right, auto-closes after 4.5 s, pauses on hover, shows
 * one toast at a time with the newest on top, and an icon per type (react-toastify's defaults).
 * Rendered once by the root layout. The library is fetched on the first `notify` call (see
 * ./toast-stack), which keeps it out of every page's first load.
 */
type Stack = typeof import("./toast-stack");

let loading: Promise<Stack> | undefined;
const mounted = new Set<(stack: Stack) => void>();

function loadStack(): Promise<Stack> {
  loading ??= import("./toast-stack").then((stack) => {
    for (const show of mounted) show(stack);
    return stack;
  });
  return loading;
}

export function ToastHost() {
  const [Stack, setStack] = useState<ComponentType | null>(null);
  useEffect(() => {
    const show = (stack: Stack) => setStack(() => stack.ToastStack);
    mounted.add(show);
    // Already loaded by an earlier page of this visit: mount it at once.
    if (loading) void loading.then(show);
    return () => {
      mounted.delete(show);
    };
  }, []);
  return Stack ? <Stack /> : null;
}

function show(type: ToastType, message: string, action?: ToastAction) {
  void loadStack().then((stack) => stack.showToast(type, message, action));
}

/**
 * Shows a toast from any client component: notify.success("Your message has been sent successfully").
 * A success may carry one action: notify.success("Deleted.", { label: "Undo", run: undo }).
 */
export const notify = {
  success: (message: string, action?: ToastAction) => show("success", message, action),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
  warning: (message: string) => show("warning", message),
};
