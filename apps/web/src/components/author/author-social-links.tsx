import type { SocialLink, SocialType } from "@site/contract";
import { SocialIcon } from "@/components/blog/social-icon";

const LABELS: Record<SocialType, string> = {
  X: "X",
  FACEBOOK: "Facebook",
  LINKEDIN: "LinkedIn",
  WHATSAPP: "WhatsApp",
  TELEGRAM: "Telegram",
  INSTAGRAM: "Instagram",
};

/** Only web addresses become links: a stored value that is not http(s) is left out rather than trusted. */
function safeHref(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An author's profiles (spec §3's social types), as icon links. */
export function AuthorSocialLinks({ name, links }: { name: string; links: SocialLink[] }) {
  const shown = links
    .map((l) => ({ ...l, href: safeHref(l.social_link) }))
    .filter((l): l is SocialLink & { href: string } => l.href !== null);
  if (!shown.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`${name} elsewhere`}>
      {shown.map((link) => (
        <li key={`${link.social_media_type}-${link.href}`}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer me"
            aria-label={`${name} on ${LABELS[link.social_media_type]}`}
            title={LABELS[link.social_media_type]}
            className="inline-flex size-10 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-700 transition-colors hover:border-brand-500 hover:text-brand-700"
          >
            <SocialIcon name={link.social_media_type} />
          </a>
        </li>
      ))}
    </ul>
  );
}
