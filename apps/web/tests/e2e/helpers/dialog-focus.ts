import type { Locator } from "@playwright/test";

/**
 * Where keyboard focus is, seen from a modal dialog: "inside: TAG#n" (an element of the dialog, n its
 * place in the dialog's document order), "outside the page" (no element of the page has focus: the
 * browser's own controls, where Chromium sends focus past a modal <dialog>'s last stop before it
 * comes round to the first, as for any page), or "behind: …", an element of the page behind the
 * dialog, which a modal must never let focus reach.
 */
export function focusFrom(dialog: Locator): Promise<string> {
  return dialog.evaluate((el) => {
    const active = document.activeElement;
    if (active && el.contains(active))
      return `inside: ${active.tagName}#${Array.from(el.querySelectorAll("*")).indexOf(active)}`;
    if (!active || active === document.body) return "outside the page";
    return `behind: ${active.outerHTML.slice(0, 120)}`;
  });
}
