"use client";

import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";
import { whenNeeded } from "./when-needed";

/**
 * @deprecated Ignored: every deferred component's code now comes when the page is idle, or sooner on
 * the visitor's first reach for it (whenNeeded). Accepted only while callers still pass it.
 */
export type DeferUntil = "visible" | "interaction";

/**
 * Wraps a client component whose code the first paint does not need (a form with its schema
 * library, a carousel's controls) so that its code comes as late code (whenNeeded): once the page is
 * idle after loading, at the latest a couple of seconds after the load event, or at once when the
 * visitor reaches for it. Until then the server-rendered HTML stays on screen as it is (React leaves
 * a suspended boundary dehydrated), so nothing moves and the page's start-up work stays small. A
 * component rendered by a client-side navigation (no server HTML to show meanwhile) loads at once.
 *
 * What the visitor does before the code arrives is kept: typed values and ticks stay in the inputs,
 * which the form adopts as it hydrates (react-hook-form without defaults reads them); a file chosen
 * meanwhile, whose change event had no component to go to, is announced again once the component
 * is live. A submit before then is the browser's own (the form's method and action).
 *
 *   const DeferredForm = deferUntilNeeded(() => import("./form.client").then((m) => ({ default: m.Form })));
 */
export function deferUntilNeeded<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  _until?: DeferUntil,
) {
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
          <OnMount run={() => announceChosenFiles(ref.current)} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}

/**
 * A file input that still holds a file once its component is live had it chosen before the code
 * arrived (the components take a chosen file out of the input as they handle it): its change event
 * is sent again, now to the component. React reports every change event of a file input.
 */
function announceChosenFiles(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLInputElement>('input[type="file"]').forEach((input) => {
    if (input.files?.length) input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** Renders nothing; calls `run` once its boundary has committed (the component beside it is live). */
function OnMount({ run }: { run: () => void }) {
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current();
  }, []);
  return null;
}
