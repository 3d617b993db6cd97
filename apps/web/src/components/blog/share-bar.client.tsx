"use client";

import { TOASTS } from "@/content/toasts";
import { CopyButton } from "@/components/ui/copy-button";
import { notify } from "@/components/ui/toast";
import { shareLinks } from "./share-links";
import { SocialIcon } from "./social-icon";
import { ShareIcon } from "./icons";

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
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
}

/**
 * Share a post: the device's own share sheet where there is one, otherwise the address is copied
 * with a 'Copied to clipboard' toast; links to the six targets of spec §9; and Copy link.
 */
export function ShareBar({ url, title }: { url: string; title: string }) {
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
    await copyText(url);
    notify.success(TOASTS.copiedToClipboard);
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={share}
        className="inline-flex h-9 items-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
      >
        <ShareIcon />
        Share
      </button>
      <ul className="flex flex-wrap items-center gap-1.5" aria-label="Share on">
        {shareLinks(url, title).map((link) => (
          <li key={link.target}>
            <a
              href={link.href}
              {...(link.target === "EMAIL" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              aria-label={link.target === "EMAIL" ? "Share by email" : `Share on ${link.label}`}
              title={link.label}
              className="inline-flex size-9 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-700 transition-colors hover:border-brand-500 hover:text-brand-700"
            >
              <SocialIcon name={link.target} className="size-[1.125rem]" />
            </a>
          </li>
        ))}
      </ul>
      <span className="text-ink-800">
        <CopyButton
          value={url}
          label="Copy link"
          ariaLabel="Copy link to this article"
          className="h-9 px-4"
        />
      </span>
    </div>
  );
}
