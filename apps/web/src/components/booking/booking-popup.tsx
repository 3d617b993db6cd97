"use client";

import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";

/** How long the scheduler may take to show before the popup calls it a failure. */
export const SCHEDULER_TIMEOUT_MS = 15_000;

export type BookingStatus = "loading" | "loaded" | "failed";

/** The failure panel's words (UI_TEXT.schedulerErrorTitle / schedulerError), handed down from the server. */
export type BookingLabels = { errorTitle: string; error: string };

export type BookingPopupProps = {
  open: boolean;
  labels: BookingLabels;
  url: string;
  onClose: () => void;
  timeoutMs?: number;
};

/**
 * The scheduler in an iframe (spec §4): open → loading → loaded or failed. A cross-origin iframe
 * reports no HTTP errors, so failure is judged three ways: the iframe's error event, a probe request
 * to the same address that cannot connect, or no load event within the timeout.
 */
export function BookingPopup({
  open,
  url,
  labels,
  onClose,
  timeoutMs = SCHEDULER_TIMEOUT_MS,
}: BookingPopupProps) {
  const [status, setStatus] = useState<BookingStatus>("loading");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let active = true;
    const fail = () => {
      if (active) setStatus("failed");
    };
    const timer = setTimeout(() => {
      if (active) setStatus((s) => (s === "loading" ? "failed" : s));
    }, timeoutMs);
    fetch(url, { mode: "no-cors", cache: "no-store", credentials: "omit" }).catch(fail);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [open, url, timeoutMs, attempt]);

  const retry = () => {
    setStatus("loading");
    setAttempt((n) => n + 1);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Book a free strategy call"
      size="lg"
      panelClassName="h-[min(760px,92dvh)]"
      bodyClassName="relative"
      flush
    >
      <div className="relative h-full min-h-[28rem]" data-booking-status={status}>
        {status !== "failed" ? (
          <iframe
            key={attempt}
            src={url}
            title="Scheduling calendar: pick a time for your strategy call"
            className={`absolute inset-0 size-full border-0 transition-opacity duration-300 ${
              status === "loaded" ? "opacity-100" : "opacity-0"
            }`}
            onLoad={() => setStatus((s) => (s === "loading" ? "loaded" : s))}
            onError={() => setStatus("failed")}
          />
        ) : null}
        {status === "loading" ? (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-white"
          >
            <Spinner className="size-9 text-brand-600" />
            <p className="text-ink-700">Loading the calendar…</p>
          </div>
        ) : null}
        {status === "failed" ? (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6 text-center"
          >
            <span className="mb-2 inline-flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-600">
              <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
                <path d="M12 8v5m0 3.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                <path
                  d="M10.3 3.9 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
              </svg>
            </span>
            <h3 className="text-xl font-semibold text-ink-950">{labels.errorTitle}</h3>
            <p className="max-w-md text-ink-700">{labels.error}</p>
            <button
              type="button"
              onClick={retry}
              className="mt-3 inline-flex h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
            >
              Try again
            </button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
