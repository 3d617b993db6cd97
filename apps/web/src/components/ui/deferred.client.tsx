"use client";

import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

/**
 * When the code loads: "visible" when the component scrolls near the viewport; "interaction" on the
 * first sign that the visitor is about to use it (the pointer over it, a touch, focus or a key inside
 * it, or a submit). Both also load on that first use.
 */
export type DeferUntil = "visible" | "interaction";

/** The events that say the visitor is reaching for the component. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown"] as const;

/**
 * Wraps a heavy client component (a form with its schema library) so that its code loads only when
 * the visitor is about to use it. Until then the server-rendered HTML stays on screen as it is (React
 * leaves a suspended boundary dehydrated), so nothing moves and the page's start-up work stays small.
 *
 * A form inside keeps working meanwhile: its fields are plain inputs (the forms give react-hook-form
 * no defaults, so it adopts what the inputs already hold), its submit button, rendered disabled on the
 * server so that a press before any script runs cannot submit natively (SubmitButton's
 * `awaitingCode`), is enabled here, and a submit
 * made before the code arrives is held and made again once the form is live.
 *
 *   const DeferredForm = deferUntilNeeded(() => import("./form.client").then((m) => ({ default: m.Form })));
 */
export function deferUntilNeeded<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  until: DeferUntil = "visible",
) {
  let start: () => void = () => {};
  // On the server the component renders at once: its HTML is what the visitor first sees.
  const gate =
    typeof window === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (start = resolve));
  const Lazy = lazy(() => gate.then(load));

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const live = useRef(false);
    const held = useRef<HTMLFormElement | null>(null);

    useEffect(() => {
      const el = ref.current;
      // Rendered by a client-side navigation (nothing from the server to show meanwhile): load now.
      if (!el || !el.firstElementChild) return start();
      const observer =
        until === "visible"
          ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
              rootMargin: "0px 0px 80px 0px",
            })
          : null;
      observer?.observe(el);

      // Listened for on the window, in the capture phase: React stops the events that reach a part of
      // the page it has not hydrated yet before they get to the element itself.
      const inside = (event: Event) => event.target instanceof Node && el.contains(event.target);
      const onIntent = (event: Event) => inside(event) && start();
      // A submit before the form is live is taken out of the page's hands entirely (React would try to
      // hydrate the form for it on the spot and could then see it twice) and made again once it is.
      const holdSubmit = (event: Event) => {
        if (live.current || !inside(event) || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        held.current = event.target;
        start();
      };
      for (const type of INTENT_EVENTS)
        window.addEventListener(type, onIntent, { capture: true, passive: true });
      window.addEventListener("submit", holdSubmit, { capture: true });
      // Already in use before this ran (focus inside, or the pointer resting on it): load now.
      if (el.contains(document.activeElement) || el.matches(":hover")) start();

      // The server's markup can stream in after this runs, so the submit buttons are enabled as they
      // arrive too.
      const enableSubmit = () => {
        if (live.current) return mutations.disconnect();
        el.querySelectorAll<HTMLButtonElement>("button[data-awaits-code][disabled]").forEach((button) => {
          button.disabled = false;
        });
      };
      const mutations = new MutationObserver(enableSubmit);
      mutations.observe(el, { childList: true, subtree: true });
      enableSubmit();
      return () => {
        observer?.disconnect();
        mutations.disconnect();
        for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
        window.removeEventListener("submit", holdSubmit, { capture: true });
      };
    }, []);

    const onLive = () => {
      live.current = true;
      const form = held.current;
      held.current = null;
      if (form?.isConnected) form.requestSubmit();
    };

    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Lazy {...props} />
          <OnMount run={onLive} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}

/** Renders nothing; calls `run` once its boundary has committed (the component beside it is live). */
function OnMount({ run }: { run: () => void }) {
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current();
  }, []);
  return null;
}
