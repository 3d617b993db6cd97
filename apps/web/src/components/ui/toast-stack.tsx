import { ToastContainer, toast } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION, type ToastType } from "@site/contract";

/** A button in the toast (an Undo): pressing it closes the toast and runs `run`. */
export type ToastAction = { label: string; run: () => void };

/** A toast with an action (Undo) stays this long, so a person has time to reach its button. */
const ACTION_AUTO_CLOSE_MS = 10_000;

/**
 * The toast library and its styles. Loaded by ./toast only when a page first shows a toast, so a
 * visit that never shows one downloads none of it.
 */
export function ToastStack() {
  return (
    <ToastContainer
      position={TOAST_POSITION}
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      limit={1}
      newestOnTop
      closeOnClick={false}
      draggable={false}
      theme="light"
    />
  );
}

export function showToast(type: ToastType, message: string, action?: ToastAction) {
  // Only one toast is visible: a new one replaces whatever is showing rather than queueing behind it.
  toast.dismiss();
  const role = type === "error" || type === "warning" ? "alert" : "status";
  // A toast raised before the stack has mounted waits in the library's queue until it does.
  if (!action) return toast(message, { type, role });
  return toast(
    ({ closeToast }) => (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{message}</span>
        <button
          type="button"
          className="rounded-full border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          onClick={() => {
            closeToast();
            action.run();
          }}
        >
          {action.label}
        </button>
      </span>
    ),
    { type, role, autoClose: ACTION_AUTO_CLOSE_MS },
  );
}
