import { TOASTS } from "@/content/toasts";
import { CopyButton } from "@/components/ui/copy-button";
import { ShareButton } from "@/components/ui/share-button.client";

type Network = { name: string; href: (url: string, title: string) => string; icon: string };

const NETWORKS: Network[] = [
  {
    name: "LinkedIn",
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    icon: "M5 8.5h3V19H5zM6.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5ZM10 8.5h2.9v1.5c.5-.9 1.7-1.8 3.4-1.8 3 0 3.7 2 3.7 4.6V19h-3v-5.5c0-1.3-.1-2.8-1.8-2.8S13 12 13 13.4V19h-3z",
  },
  {
    name: "X",
    href: (url, title) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    icon: "M4 4h4.6l3.8 5.3L17 4h2.6l-6 7 6.4 9h-4.6l-4.1-5.7L6.3 20H3.7l6.4-7.4z",
  },
  {
    name: "Facebook",
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    icon: "M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21z",
  },
];

/** Share the opening: the device's share sheet, three networks (addresses built from the page URL and title), or its link. */
export function CareerShare({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="share-position" className="border-t border-ink-200 pt-6">
      <h2 id="share-position" className="text-lg font-semibold">
        Share this position
      </h2>
      <p className="mt-1 text-sm text-ink-600">Know someone who would be a great fit? Send it their way.</p>
      <ul className="mt-4 flex flex-wrap items-center gap-2.5">
        <li>
          <ShareButton url={url} title={title} copiedMessage={TOASTS.copiedToClipboard} className="h-10">
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
              <path
                d="M10 12.5V3m0 0L6.5 6.5M10 3l3.5 3.5M5 9.5H4.5A1.5 1.5 0 0 0 3 11v4.5A1.5 1.5 0 0 0 4.5 17h11a1.5 1.5 0 0 0 1.5-1.5V11a1.5 1.5 0 0 0-1.5-1.5H15"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.7"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            Share
          </ShareButton>
        </li>
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <a
              href={network.href(url, title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${network.name} (opens in a new tab)`}
              className="inline-flex size-10 items-center justify-center rounded-full border border-ink-200 text-ink-700 transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-700"
            >
              <svg viewBox="0 0 24 24" className="size-[1.15rem]" aria-hidden="true">
                <path d={network.icon} fill="currentColor" />
              </svg>
            </a>
          </li>
        ))}
        <li>
          <CopyButton
            value={url}
            label="Copy link"
            ariaLabel="Copy the link to this position"
            className="h-10 px-4 text-ink-700"
          />
        </li>
      </ul>
    </section>
  );
}
