import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

/**
 * A file the admin API answers as an attachment (CSV, resume). A plain link: the browser's own download
 * handles it, the session cookie goes along, and no script touches the file.
 */
export function DownloadLink({
  href,
  children,
  label,
  variant = "outline",
}: {
  href: string;
  children: ReactNode;
  label?: string;
  variant?: "outline" | "secondary" | "ghost";
}) {
  return (
    <a href={href} download aria-label={label} className={buttonClasses({ variant, size: "sm" })}>
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <path
          d="M10 3v10m0 0-4-4m4 4 4-4M4 16h12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {children}
    </a>
  );
}
