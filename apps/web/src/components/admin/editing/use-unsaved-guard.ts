"use client";

import { useEffect, useRef } from "react";

export const UNSAVED_MESSAGE = "You have unsaved changes. Leave this page and lose them?";

/** A click that would take the browser to another page of this site in this tab. */
function leavingLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  if (anchor.hasAttribute("download")) return false;
  const to = new URL(anchor.href, window.location.href);
  if (to.origin !== window.location.origin) return true;
  // A link to a spot on this same page keeps what is typed.
  return to.pathname !== window.location.pathname || to.search !== window.location.search;
}

/**
 * While `dirty`, leaving the page asks first (issue 31, item 4): closing or reloading the tab (the
 * browser's own question, beforeunload), the team area's links (the app's navigation), and Back (a
 * guard entry in the history: Back pops it, the person is asked, and only a yes goes on back).
 *
 *   useUnsavedGuard(JSON.stringify(values) !== saved);
 */
export function useUnsavedGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  const guarded = useRef(false);

  useEffect(() => {
    dirtyRef.current = dirty;
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    // Capture, on the document: before the app's router sees the click.
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || !leavingLink(event)) return;
      if (window.confirm(UNSAVED_MESSAGE)) {
        dirtyRef.current = false;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    if (!guarded.current) {
      window.history.pushState(window.history.state, "", window.location.href);
      guarded.current = true;
    }
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  useEffect(() => {
    const onPopState = () => {
      if (!guarded.current) return;
      // Back took the guard entry off: the page is the same; ask before going on back.
      guarded.current = false;
      if (!dirtyRef.current || window.confirm(UNSAVED_MESSAGE)) {
        dirtyRef.current = false;
        window.history.back();
      } else {
        window.history.pushState(window.history.state, "", window.location.href);
        guarded.current = true;
      }
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);
}
