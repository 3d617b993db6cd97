import type { MouseEvent, PointerEvent } from "react";

/**
 * The site's one dialog idiom is the browser's own: a `<dialog>` opened with showModal(), which keeps
 * focus inside, makes the page behind inert, closes on Escape and gives focus back to what opened
 * it. Its `close` event is the one place a component learns that it closed, however that happened.
 * The site's dialogs: the Modal (ui/modal.tsx, the booking popup and the admin's), the mobile menu's
 * drawer and the blog's mobile filter.
 *
 * What the browser does not do everywhere yet (`closedby="any"`) is close on a click on the
 * backdrop. These handlers, spread onto the `<dialog>`, do: a press that both starts and ends outside
 * the dialog's box closes it (selecting text that drifts onto the backdrop does not). A click on
 * the backdrop reaches the `<dialog>` itself, so the box is what tells the two apart.
 */
let pressedOutside: EventTarget | null = null;

function outside(event: MouseEvent): boolean {
  const dialog = event.target;
  if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

export const closeOnBackdrop = {
  onPointerDown(event: PointerEvent) {
    pressedOutside = outside(event) ? event.target : null;
  },
  onClick(event: MouseEvent) {
    if (pressedOutside === event.target && outside(event)) (event.target as HTMLDialogElement).close();
    pressedOutside = null;
  },
};
