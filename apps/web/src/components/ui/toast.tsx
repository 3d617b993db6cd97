import { ToastContainer, toast } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION, type ToastType } from "@site/contract";

/**
 * The page's one toast stack (spec §9): top-right, auto-closes after 4.5 s, pauses on hover, shows
 * one toast at a time with the newest on top, and an icon per type (react-toastify's defaults).
 * Rendered once by the root layout. This module has no "use client" on purpose: react-toastify is
 * a client module itself, so a page whose components never call `notify` ships no contract code for it.
 */
export function ToastHost() {
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

function show(type: ToastType, message: string) {
  // Only one toast is visible: a new one replaces whatever is showing rather than queueing behind it.
  toast.dismiss();
  return toast(message, { type, role: type === "error" || type === "warning" ? "alert" : "status" });
}

/** Shows a toast from any client component: notify.success("Your message has been sent successfully"). */
export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
  warning: (message: string) => show("warning", message),
};
