"use client";

const KEY = "admin-focus-after-replace";

/**
 * Before a new item's editor moves to the item's own address (/admin/posts/new → /admin/posts/12): the
 * id of the control the person was on, so the editor there puts focus back on it.
 */
export function focusAfterReplace() {
  const id = document.activeElement instanceof HTMLElement ? document.activeElement.id : "";
  try {
    if (id) sessionStorage.setItem(KEY, id);
  } catch {
    // Storage refused (private mode): focus starts at the page, as without this.
  }
}

/** On an editor's first render: focus the control focusAfterReplace noted, once. */
export function restoreFocusAfterReplace() {
  let id: string | null = null;
  try {
    id = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (id) document.getElementById(id)?.focus({ preventScroll: true });
}
