import type { ReactNode } from "react";
import { formatAddress, siteConfig } from "@/config/site";

/** A maps search for the office address (opens the visitor's maps app on phones). */
export function mapsUrl(address = formatAddress()): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

type Tile = {
  title: string;
  value: ReactNode;
  href: string;
  action: string;
  icon: string;
  external?: boolean;
};

const TILES: Tile[] = [
  {
    title: "Call us",
    value: siteConfig.phone.display,
    href: siteConfig.phone.href,
    action: "Mon to Fri, 8 am to 6 pm Pacific",
    icon: "M6.6 3.8h3l1.5 4-2 1.3a11 11 0 0 0 5.8 5.8l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A16.4 16.4 0 0 1 4.6 6a2 2 0 0 1 2-2.2Z",
  },
  {
    title: "Email us",
    value: siteConfig.email,
    href: `mailto:${siteConfig.email}`,
    action: "We answer within one working day",
    icon: "M3.5 6h17v12h-17zM4 6.5l8 6.5 8-6.5",
  },
  {
    title: "Visit us",
    value: (
      <address className="not-italic">
        {siteConfig.address.street}
        <br />
        {siteConfig.address.locality}, {siteConfig.address.region} {siteConfig.address.postalCode}
      </address>
    ),
    href: mapsUrl(),
    action: "Open in maps",
    icon: "M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11ZM12 12.3a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6Z",
    external: true,
  },
];

/** Phone (tel:), email (mailto:) and address (a maps link) as three tiles (spec §2). */
export function ContactTiles({ className = "" }: { className?: string }) {
  return (
    <ul className={`grid gap-4 ${className}`}>
      {TILES.map((tile) => (
        <li key={tile.title}>
          <a
            href={tile.href}
            {...(tile.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className="group flex h-full items-start gap-4 rounded-card border border-ink-200 bg-white p-5 shadow-xs transition-[border-color,box-shadow] hover:border-brand-300 hover:shadow-card"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 transition-colors group-hover:bg-brand-600 group-hover:text-white">
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path
                  d={tile.icon}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-ink-600">{tile.title}</p>
              <div className="mt-0.5 font-display text-[1.0625rem] font-semibold break-words text-ink-950 group-hover:text-brand-700">
                {tile.value}
              </div>
              <p className="mt-1 text-sm text-ink-600">
                {tile.action}
                {tile.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
              </p>
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}
