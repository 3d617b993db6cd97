import { ToastContainer, toast } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION, type ToastType } from "@site/contract";

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

export function showToast(type: ToastType, message: string) {
  // Only one toast is visible: a new one replaces whatever is showing rather than queueing behind it.
  toast.dismiss();
  // A toast raised before the stack has mounted waits in the library's queue until it does.
  return toast(message, { type, role: type === "error" || type === "warning" ? "alert" : "status" });
}
