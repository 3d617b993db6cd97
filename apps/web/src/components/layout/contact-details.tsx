import { formatAddress, siteConfig } from "@/config/site";
import { CopyButton } from "@/components/ui/copy-button";

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Email (with a copy button), phone and postal address, for dark footers. */
export function ContactDetails({ className = "" }: { className?: string }) {
  return (
    <ul className={`flex flex-col gap-3 text-[0.9375rem] ${className}`}>
      <li className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="flex items-start gap-3">
          <Icon d="M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6" />
          <a href={`mailto:${siteConfig.email}`} className="text-white underline-offset-4 hover:underline">
            {siteConfig.email}
          </a>
        </span>
        <CopyButton
          value={siteConfig.email}
          ariaLabel="Copy email address"
          className="px-2.5 py-1 text-xs text-ink-200"
        />
      </li>
      <li className="flex items-start gap-3">
        <Icon d="M6.6 3.8h3l1.5 4-2 1.3a11 11 0 0 0 5.8 5.8l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A16.4 16.4 0 0 1 4.6 6a2 2 0 0 1 2-2.2Z" />
        <a href={siteConfig.phone.href} className="text-white underline-offset-4 hover:underline">
          {siteConfig.phone.display}
        </a>
      </li>
      <li className="flex items-start gap-3">
        <Icon d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11ZM12 12.3a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6Z" />
        <address className="not-italic">{formatAddress()}</address>
      </li>
    </ul>
  );
}
