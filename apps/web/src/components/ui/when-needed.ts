import { useEffect, useEffectEvent } from "react";

/**
 * The one way code that the first paint does not need ("late code": a form's library, a carousel's
 * engine, a dialog) comes in. It is fetched by itself once the page has loaded and the browser is
 * idle, at the latest IDLE_TIMEOUT_MS after the load event, so a visitor who never touches the page
 * still gets every part of it working within a few seconds; and sooner, at once, when the visitor
 * reaches for the part that needs it. Late code therefore keeps the page's start-up work small
 * without waiting for a touch that may never come.
 *
 *   useEffect(() => whenNeeded(element, () => void import("./dialog")), []);
 */

/** The longest the browser is given to become idle after the load event before late code comes anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** Without requestIdleCallback (Safari): late code comes this long after the load event. */
const NO_IDLE_CALLBACK_DELAY_MS = 1000;

/**
 * The events that say the visitor is reaching for a part of the page: the pointer over it, a touch
 * or a click, focus or a key inside it, and a value put in without any of those (autofill, a file
 * dropped onto an input).
 */
const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "input", "change"] as const;

let idle: Promise<void> | undefined;

/**
 * Settles once per visit: after the load event, when the browser is first idle (at the latest
 * IDLE_TIMEOUT_MS later). Already settled for whatever mounts afterwards, such as the parts of a
 * page reached by client-side navigation, whose late code therefore comes at once. Never settles on
 * the server.
 */
export function pageIdle(): Promise<void> {
  if (typeof window === "undefined") return new Promise<void>(() => {});
  idle ??= new Promise<void>((resolve) => {
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === "function") {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        window.setTimeout(resolve, NO_IDLE_CALLBACK_DELAY_MS);
      }
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
  });
  return idle;
}

/**
 * Calls `start` once, for the part of the page `scope` holds: when the page is idle (pageIdle), or
 * sooner on the visitor's first reach for it (INTENT_EVENTS inside `scope`, or focus or the pointer
 * already there when this runs). A part that is not rendered at all when the page is idle (display:
 * none, like the mobile menu's button on a wide screen) is left for the visitor to reach for.
 * Returns the cleanup, which also cancels a `start` still to come.
 */
export function whenNeeded(scope: Element, start: () => void): () => void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    stopListening();
    start();
  };
  // Listened for on the window, in the capture phase: React stops the events that reach a part of
  // the page it has not hydrated yet before they get to the element itself.
  const onIntent = (event: Event) => {
    if (event.target instanceof Node && scope.contains(event.target)) go();
  };
  const stopListening = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });

  void pageIdle().then(() => {
    if (scope.getClientRects().length > 0) go();
  });
  if (scope.contains(document.activeElement) || scope.matches(":hover")) go();

  return () => {
    done = true;
    stopListening();
  };
}

/**
 * whenNeeded for a component: `start` runs once, when the page is idle or the visitor reaches for
 * `scope` (see whenNeeded), while `scope` is mounted and `enabled`. `start` is read when it runs,
 * so an inline function is fine.
 */
export function useWhenNeeded(scope: Element | null, start: () => void, enabled = true) {
  const run = useEffectEvent(start);
  useEffect(() => {
    if (!scope || !enabled) return;
    return whenNeeded(scope, () => run());
  }, [scope, enabled]);
}
