import { siteConfig } from "@/config/site";

/** The Cobaltline mark: a cobalt tile with an open "C" and a coral line through it. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#2451e6" />
      <path
        d="M21.5 10.2a8.2 8.2 0 1 0 0 11.6"
        fill="none"
        stroke="#fff"
        strokeWidth="3.4"
        strokeLinecap="round"
      />
      <path d="M14.5 16h11" stroke="#ff8a66" strokeWidth="3.4" strokeLinecap="round" />
    </svg>
  );
}

export type LogoProps = {
  tone?: "light" | "dark";
  className?: string;
  /** Show only the mark below the sm breakpoint (crowded headers on phones). */
  compact?: boolean;
};

/** The logo as a link home. tone "light" is for dark backgrounds. */
export function Logo({ tone = "dark", className = "", compact = false }: LogoProps) {
  return (
    <a
      href="/"
      aria-label={`${siteConfig.name} home`}
      className={`inline-flex shrink-0 items-center gap-2.5 rounded-lg ${className}`}
    >
      <LogoMark />
      <span
        className={`font-display text-[1.35rem] leading-none font-bold tracking-tight ${
          tone === "light" ? "text-white" : "text-ink-950"
        } ${compact ? "hidden sm:inline" : ""}`}
      >
        Cobaltline
      </span>
    </a>
  );
}
