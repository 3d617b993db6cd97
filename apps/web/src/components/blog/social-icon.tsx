import type { ShareTarget, SocialType } from "@site/contract";

type IconName = SocialType | ShareTarget;

const PATHS: Record<IconName, React.ReactNode> = {
  X: (
    <path
      d="M4 4h4.6l3.9 5.4L17 4h2.4l-5.8 6.8L20.2 20h-4.6l-4.2-5.8L6.4 20H4l6.3-7.3L4 4Zm3.3 1.4 9 13.2h1.3l-9-13.2H7.3Z"
      fill="currentColor"
    />
  ),
  FACEBOOK: (
    <path
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6V21h3.2Z"
      fill="currentColor"
    />
  ),
  LINKEDIN: (
    <>
      <rect x="4" y="9" width="3.4" height="11" rx=".4" fill="currentColor" />
      <circle cx="5.7" cy="5.7" r="2" fill="currentColor" />
      <path
        d="M10 9h3.2v1.6c.5-.9 1.7-1.9 3.6-1.9 3.3 0 3.9 2.1 3.9 4.9V20h-3.4v-5.6c0-1.4-.1-3-1.9-3s-2.1 1.4-2.1 2.9V20H10V9Z"
        fill="currentColor"
      />
    </>
  ),
  WHATSAPP: (
    <>
      <path
        d="M12 3.2a8.7 8.7 0 0 0-7.5 13.2L3.3 20.8l4.5-1.2A8.7 8.7 0 1 0 12 3.2Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M9.1 7.9c.2-.4.4-.4.7-.4h.5c.2 0 .4 0 .5.4l.7 1.7c.1.2 0 .4-.1.6l-.5.6c-.1.1-.2.3 0 .5.5.9 1.5 2 2.8 2.6.2.1.4.1.5-.1l.7-.8c.2-.2.3-.2.5-.1l1.6.8c.2.1.4.2.4.3.1.2.1.9-.2 1.6-.3.6-1.6 1.2-2.2 1.2-.6 0-1.3.3-4-1.1-2.3-1.3-3.6-3.6-3.8-4-.2-.4-.8-1.3-.8-2.4s.5-1.7.7-2Z"
        fill="currentColor"
      />
    </>
  ),
  TELEGRAM: (
    <path
      d="M20.7 4.3 3.4 11c-1.2.5-1.2 1.2 0 1.5l4.4 1.4 1.7 5.2c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.1-2 4.4 3.2c.8.5 1.4.2 1.6-.8l2.9-13.6c.3-1.2-.5-1.8-1.6-1.3Zm-3 3.1-8 7.3-.3 3.2-1.5-4.6 9.3-5.9c.4-.3.8-.1.5 0Z"
      fill="currentColor"
    />
  ),
  INSTAGRAM: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
  EMAIL: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </>
  ),
};

/** The mark of a social network or share target, drawn in the current text colour. Decorative. */
export function SocialIcon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      {PATHS[name]}
    </svg>
  );
}
