import type { ShareTarget } from "@site/contract";

export type ShareLink = { target: ShareTarget; label: string; href: string };

const LABELS: Record<ShareTarget, string> = {
  X: "X",
  FACEBOOK: "Facebook",
  LINKEDIN: "LinkedIn",
  WHATSAPP: "WhatsApp",
  TELEGRAM: "Telegram",
  EMAIL: "Email",
};

/** The six share targets of a post (spec §9), built from its address and title. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const hrefs: Record<ShareTarget, string> = {
    X: `https://x.com/intent/post?url=${u}&text=${t}`,
    FACEBOOK: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    LINKEDIN: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    WHATSAPP: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    TELEGRAM: `https://t.me/share/url?url=${u}&text=${t}`,
    EMAIL: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  };
  return (Object.keys(LABELS) as ShareTarget[]).map((target) => ({
    target,
    label: LABELS[target],
    href: hrefs[target],
  }));
}
