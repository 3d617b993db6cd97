import type { SocialNetwork } from "@/config/site";

const PATHS: Record<SocialNetwork, React.ReactNode> = {
  facebook: (
    <path
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6V21h3.2Z"
      fill="currentColor"
    />
  ),
  twitter: (
    <path
      d="M4 4h4.6l3.9 5.4L17 4h2.4l-5.8 6.8L20.2 20h-4.6l-4.2-5.8L6.4 20H4l6.3-7.3L4 4Zm3.3 1.4 9 13.2h1.3l-9-13.2H7.3Z"
      fill="currentColor"
    />
  ),
  linkedin: (
    <>
      <rect x="4" y="9" width="3.4" height="11" rx=".4" fill="currentColor" />
      <circle cx="5.7" cy="5.7" r="2" fill="currentColor" />
      <path
        d="M10 9h3.2v1.6c.5-.9 1.7-1.9 3.6-1.9 3.3 0 3.9 2.1 3.9 4.9V20h-3.4v-5.6c0-1.4-.1-3-1.9-3s-2.1 1.4-2.1 2.9V20H10V9Z"
        fill="currentColor"
      />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
  youtube: (
    <path
      d="M21.3 7.6a2.5 2.5 0 0 0-1.8-1.8C17.9 5.4 12 5.4 12 5.4s-5.9 0-7.5.4a2.5 2.5 0 0 0-1.8 1.8C2.3 9.2 2.3 12 2.3 12s0 2.8.4 4.4a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.5.4 7.5.4s5.9 0 7.5-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.4.4-4.4s0-2.8-.4-4.4ZM10 15V9l5.2 3-5.2 3Z"
      fill="currentColor"
    />
  ),
};

/** A simple monochrome glyph for a social network, drawn for this site. */
export function SocialIcon({
  network,
  className = "size-5",
}: {
  network: SocialNetwork;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      {PATHS[network]}
    </svg>
  );
}
