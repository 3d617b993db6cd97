"use client";

import type { ReactNode } from "react";
import { writeClipboard } from "./copy-button.client";

/**
 * The device's own share sheet where there is one (spec §8, §9); elsewhere the address is copied and
 * a toast says so (`copiedMessage`, 'Copied to clipboard'). Its icon and label come in as children
 * from the server, so their markup is no code of the page's.
 *
 *   <ShareButton url={url} title={title} copiedMessage={TOASTS.copiedToClipboard}>
 *     <ShareIcon /> Share
 *   </ShareButton>
 */
export function ShareButton({
  url,
  title,
  copiedMessage,
  className = "",
  children,
}: {
  url: string;
  title: string;
  copiedMessage: string;
  className?: string;
  children: ReactNode;
}) {
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: that is an answer, not a failure.
        if ((error as Error).name === "AbortError") return;
      }
    }
    await writeClipboard(url);
    // Loaded on use: a page without forms need not load the toasts up front.
    const { notify } = await import("./toast");
    notify.success(copiedMessage);
  };

  return (
    <button
      type="button"
      onClick={share}
      className={`inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 ${className}`}
    >
      {children}
    </button>
  );
}
