import { TOASTS } from "@/content/toasts";
import { CopyButton } from "@/components/ui/copy-button";
import { ShareButton } from "@/components/ui/share-button.client";
import { shareLinks } from "./share-links";
import { SocialIcon } from "./social-icon";
import { ShareIcon } from "./icons";

/**
 * Share a post: the device's own share sheet where there is one, otherwise the address is copied
 * with a 'Copied to clipboard' toast; links to the six targets of spec §9; and Copy link. Rendered
 * on the server: only the two buttons are code in the browser.
 */
export function ShareBar({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShareButton url={url} title={title} copiedMessage={TOASTS.copiedToClipboard} className="h-9">
        <ShareIcon />
        Share
      </ShareButton>
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
