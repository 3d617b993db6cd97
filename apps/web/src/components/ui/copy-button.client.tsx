"use client";

import { useEffect, useState } from "react";

export type CopyButtonClientProps = {
  /** The text put on the clipboard. */
  value: string;
  label?: string;
  /** Names the button for screen readers when the visible label is short ("Copy"). */
  ariaLabel?: string;
  onCopied?: () => void;
  className?: string;
  /** 'Copied!' (copiedLabel), passed in so this client module needs no runtime import of the contract. */
  copiedLabel: string;
  /** How long the copied state lasts (COPIED_MS). */
  resetMs: number;
};

/** Puts `text` on the clipboard; where the Clipboard API is refused, by selecting it in a hidden field. */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or an insecure origin: fall back to the selection trick below.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  document.execCommand("copy");
  area.remove();
}

/** The interactive half of CopyButton (copy-button.tsx); use CopyButton. */
export function CopyButtonClient({
  value,
  label = "Copy",
  ariaLabel,
  onCopied,
  className = "",
  copiedLabel,
  resetMs,
}: CopyButtonClientProps) {
  const [copied, setCopied] = useState(false);
  // Each copy restarts the countdown, which begins once "Copied!" is on screen (after the commit),
  // so the label stays for the whole resetMs however busy the page is.
  const [copies, setCopies] = useState(0);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), resetMs);
    return () => clearTimeout(timer);
  }, [copied, copies, resetMs]);

  const copy = async () => {
    await writeClipboard(value);
    setCopied(true);
    setCopies((n) => n + 1);
    onCopied?.();
  };

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={copied ? copiedLabel : ariaLabel}
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ${
        copied
          ? "border-success-600 bg-success-50 text-success-600"
          : "border-current/25 hover:border-current/60"
      } ${className}`}
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        {copied ? (
          <path
            d="m4.5 10.5 3.5 3.5 7.5-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <>
            <rect
              x="7"
              y="7"
              width="9"
              height="9"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
            />
            <path
              d="M13 4.5A1.5 1.5 0 0 0 11.5 3h-6A1.5 1.5 0 0 0 4 4.5v6A1.5 1.5 0 0 0 5.5 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
            />
          </>
        )}
      </svg>
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
