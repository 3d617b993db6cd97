"use client";

import { useEffect, useRef, useState } from "react";

/** The item checkboxes that belong to `form` (their `form` attribute and name "ids"). */
function itemBoxes(form: HTMLFormElement | null): HTMLInputElement[] {
  return [...(form?.elements ?? [])].filter(
    (e): e is HTMLInputElement => e instanceof HTMLInputElement && e.name === "ids",
  );
}

/** "1 lead", "3 leads". */
export function countOf(noun: readonly [string, string]) {
  return (n: number) => (n === 1 ? `1 ${noun[0]}` : `${n} ${noun[1]}`);
}

/**
 * The items ticked for a bulk bar. Each item's checkbox is rendered with its row or card
 * (`name="ids" form={id}`), outside the bar's own element, so their changes are heard on the document.
 * (A page keys its bar by list and page: another list starts it afresh.)
 *
 *   const { form, chosen, ids, setAll, clear } = useTicked();
 *   <form ref={form} id="lead-bulk">…<TickAll chosen={chosen} setAll={setAll} count={20} noun={LEADS} />
 *   const ticked = ids(); … clear();
 */
export function useTicked() {
  const form = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState(0);
  const boxes = () => itemBoxes(form.current);
  const recount = () => setChosen(boxes().filter((b) => b.checked).length);

  useEffect(() => {
    const heard = (e: Event) => {
      if (e.target instanceof HTMLInputElement && e.target.form === form.current)
        setChosen(itemBoxes(form.current).filter((b) => b.checked).length);
    };
    document.addEventListener("change", heard);
    return () => document.removeEventListener("change", heard);
  }, []);

  return {
    form,
    chosen,
    /** The ids of the ticked items. */
    ids: () =>
      boxes()
        .filter((b) => b.checked)
        .map((b) => Number(b.value)),
    /** Ticks every item on the page, or none. */
    setAll: (on: boolean) => {
      for (const b of boxes()) b.checked = on;
      recount();
    },
    clear: () => {
      for (const b of boxes()) b.checked = false;
      setChosen(0);
    },
  };
}

/** "Select all 20 on this page" and how many are ticked, announced as it changes. */
export function TickAll({
  chosen,
  setAll,
  count,
  noun,
}: {
  chosen: number;
  setAll: (on: boolean) => void;
  count: number;
  noun: readonly [string, string];
}) {
  return (
    <>
      <label className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={count > 0 && chosen === count}
          onChange={(e) => setAll(e.target.checked)}
        />
        Select all {count} on this page
      </label>
      <span className="text-sm text-ink-600" role="status">
        {chosen ? `${countOf(noun)(chosen)} ticked` : "None ticked"}
      </span>
    </>
  );
}
