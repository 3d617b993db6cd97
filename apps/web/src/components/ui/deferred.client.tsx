"use client";

import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";
import { whenNeeded } from "./when-needed";

/**
 * Wraps a client component whose code the first paint does not need (a carousel's controls and
 * autoplay at the foot of a page) so that its code comes as late code (whenNeeded): once the page is
 * idle after loading, at the latest a couple of seconds after the load event, or at once when the
 * visitor reaches for it. Until then the server-rendered HTML stays on screen as it is (React leaves
 * a suspended boundary dehydrated), so nothing moves and the page's start-up work stays small. A
 * component rendered by a client-side navigation (no server HTML to show meanwhile) loads at once.
 *
 *   const DeferredForm = deferUntilNeeded(() => import("./form.client").then((m) => ({ default: m.Form })));
 */
export function deferUntilNeeded<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let start: () => void = () => {};
  // On the server the component renders at once: its HTML is what the visitor first sees.
  const gate =
    typeof window === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (start = resolve));
  const Lazy = lazy(() => gate.then(load));

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const el = ref.current;
      // Rendered by a client-side navigation (nothing from the server to show meanwhile): load now.
      if (!el || !el.firstElementChild) return start();
      return whenNeeded(el, start);
    }, []);

    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
