import { categories } from "./categories";
import type { SeedAuthor, SeedPost } from "./types";

/** Original, deterministic artwork for seeded posts and authors: same input, byte-identical SVG. */

type Palette = { from: string; to: string; accent: string; soft: string; ink: string };

const PALETTES: Record<number, Palette> = {
  1: { from: "#0b1f4d", to: "#1e4fd8", accent: "#5eead4", soft: "#93c5fd", ink: "#ffffff" },
  2: { from: "#1a1446", to: "#6d28d9", accent: "#fbbf24", soft: "#f0abfc", ink: "#ffffff" },
  3: { from: "#3b0a3f", to: "#be185d", accent: "#fde68a", soft: "#f9a8d4", ink: "#ffffff" },
  4: { from: "#062c30", to: "#0e7490", accent: "#67e8f9", soft: "#a7f3d0", ink: "#ffffff" },
  5: { from: "#0f172a", to: "#334155", accent: "#f97316", soft: "#fdba74", ink: "#ffffff" },
  6: { from: "#052e16", to: "#15803d", accent: "#bef264", soft: "#86efac", ink: "#ffffff" },
  7: { from: "#083344", to: "#0891b2", accent: "#fda4af", soft: "#ccfbf1", ink: "#ffffff" },
  8: { from: "#1c1917", to: "#854d0e", accent: "#fde047", soft: "#fef3c7", ink: "#ffffff" },
  9: { from: "#1e1b4b", to: "#3730a3", accent: "#a5b4fc", soft: "#e2e8f0", ink: "#ffffff" },
  10: { from: "#431407", to: "#c2410c", accent: "#fed7aa", soft: "#fef08a", ink: "#ffffff" },
};
const FALLBACK: Palette = PALETTES[1]!;

/** FNV-1a: a stable 32-bit seed from a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG so each post gets its own, repeatable composition. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A pictogram per category, drawn in a 240×240 box around (0, 0). */
function motif(categoryId: number, p: Palette): string {
  const stroke = `fill="none" stroke="${p.ink}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`;
  switch (categoryId) {
    case 1: // code brackets
      return `<path d="M-40 -70 L-110 0 L-40 70" ${stroke}/><path d="M40 -70 L110 0 L40 70" ${stroke}/><path d="M22 -90 L-22 90" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>`;
    case 2: // transformation arrows
      return `<path d="M-100 30 A100 100 0 0 1 80 -60" ${stroke}/><path d="M50 -90 L85 -58 L45 -30" ${stroke}/><path d="M100 -30 A100 100 0 0 1 -80 60" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/><path d="M-50 90 L-85 58 L-45 30" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 3: // overlapping windows and cursor
      return `<rect x="-110" y="-90" width="160" height="120" rx="16" ${stroke}/><rect x="-50" y="-30" width="160" height="120" rx="16" fill="${p.accent}" fill-opacity="0.25" stroke="${p.ink}" stroke-width="10"/><path d="M-110 -55 H50" ${stroke}/><path d="M30 20 L30 80 L46 64 L58 90 L70 84 L58 58 L80 58 Z" fill="${p.ink}"/>`;
    case 4: // handset and sound waves
      return `<path d="M-90 -70 C-100 -20 -60 50 0 80 L30 50 L0 20 L-20 30 C-40 10 -55 -10 -60 -30 L-40 -50 L-60 -90 Z" fill="${p.ink}"/><path d="M20 -40 A50 50 0 0 1 60 0" ${stroke}/><path d="M25 -80 A95 95 0 0 1 100 0" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>`;
    case 5: // pipeline loop
      return `<path d="M0 0 C-40 -70 -120 -70 -120 0 C-120 70 -40 70 0 0 C40 -70 120 -70 120 0 C120 70 40 70 0 0 Z" ${stroke}/><circle cx="-120" cy="0" r="14" fill="${p.accent}"/><circle cx="120" cy="0" r="14" fill="${p.accent}"/>`;
    case 6: // checklist
      return `<rect x="-90" y="-100" width="180" height="200" rx="18" ${stroke}/><path d="M-55 -45 L-40 -30 L-15 -60" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><path d="M5 -45 H55" ${stroke}/><path d="M-55 15 L-40 30 L-15 0" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><path d="M5 15 H55" ${stroke}/><path d="M-55 65 H55" ${stroke} stroke-opacity="0.6"/>`;
    case 7: // medical cross with pulse
      return `<path d="M-30 -100 H30 V-30 H100 V30 H30 V100 H-30 V30 H-100 V-30 H-30 Z" fill="${p.ink}" fill-opacity="0.9"/><path d="M-120 0 H-50 L-30 -40 L0 50 L25 -20 L40 0 H120" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 8: // rising bars and coin
      return `<rect x="-110" y="20" width="40" height="80" rx="8" fill="${p.ink}" fill-opacity="0.85"/><rect x="-50" y="-20" width="40" height="120" rx="8" fill="${p.ink}" fill-opacity="0.85"/><rect x="10" y="-60" width="40" height="160" rx="8" fill="${p.ink}" fill-opacity="0.85"/><circle cx="90" cy="-70" r="34" fill="${p.accent}"/><path d="M101 -80 C97 -87 79 -88 79 -77 C79 -66 101 -74 101 -62 C101 -51 82 -52 78 -59 M90 -94 V-46" fill="none" stroke="${p.from}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 9: // scales
      return `<path d="M0 -100 V90 M-60 90 H60 M-100 -60 H100" ${stroke}/><path d="M-100 -60 L-130 10 H-70 Z" fill="${p.accent}" fill-opacity="0.8" stroke="${p.ink}" stroke-width="8" stroke-linejoin="round"/><path d="M100 -60 L70 10 H130 Z" fill="${p.accent}" fill-opacity="0.8" stroke="${p.ink}" stroke-width="8" stroke-linejoin="round"/><circle cx="0" cy="-100" r="12" fill="${p.ink}"/>`;
    case 10: // paper plane
      return `<path d="M-120 0 L120 -90 L50 100 L10 20 Z" fill="${p.ink}" fill-opacity="0.9"/><path d="M10 20 L120 -90" stroke="${p.from}" stroke-width="8"/><path d="M-140 60 C-100 40 -80 90 -40 70" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round" stroke-dasharray="4 18"/>`;
    default:
      return `<circle r="90" ${stroke}/>`;
  }
}

/** 1200×630 hero artwork: gradient ground, soft glows, a scatter of shapes and the category pictogram. */
export function heroSvg(post: SeedPost, index: number): string {
  const categoryId = post.categories[0] ?? 1;
  const p = PALETTES[categoryId] ?? FALLBACK;
  const label = categories.find((c) => c.id === categoryId)?.name ?? "Cobaltline";
  const rand = random(hash(`${post.slug}#${index}`));
  const angle = Math.round(rand() * 60 + 100);
  const glowX = r1(700 + rand() * 300);
  const glowY = r1(120 + rand() * 250);

  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = r1(rand() * 1200);
    const y = r1(rand() * 630);
    const size = r1(30 + rand() * 120);
    const opacity = r1(0.06 + rand() * 0.14);
    const kind = Math.floor(rand() * 3);
    const fill = i % 2 === 0 ? p.accent : p.soft;
    if (kind === 0)
      shapes.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`);
    else if (kind === 1)
      shapes.push(
        `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${r1(size / 5)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${Math.round(rand() * 90)} ${x} ${y})"/>`,
      );
    else
      shapes.push(
        `<path d="M${x} ${y} l${size} 0 l${r1(-size / 2)} ${r1(-size * 0.87)} Z" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
  }

  const dots: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 10; col++) {
      dots.push(`<circle cx="${70 + col * 28}" cy="${430 + row * 28}" r="3"/>`);
    }
  }

  const ringRadius = Math.round(170 + rand() * 30);
  const labelText = escapeXml(label.toUpperCase());
  const labelWidth = Math.round(label.length * 15 + 60);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img">`,
    `<title>${escapeXml(post.hero_image_title)}</title>`,
    `<defs>`,
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.soft}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.soft}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.accent}" stop-opacity="0"/><stop offset="0.5" stop-color="${p.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></linearGradient>`,
    `</defs>`,
    `<rect width="1200" height="630" fill="url(#bg)"/>`,
    `<rect width="1200" height="630" fill="url(#glow)"/>`,
    `<path d="M-50 ${r1(470 + rand() * 60)} C 300 ${r1(360 + rand() * 80)}, 700 ${r1(620 + rand() * 40)}, 1250 ${r1(430 + rand() * 60)} L1250 700 L-50 700 Z" fill="${p.from}" fill-opacity="0.35"/>`,
    `<rect x="0" y="${r1(250 + rand() * 120)}" width="1200" height="6" fill="url(#band)"/>`,
    shapes.join(""),
    `<g fill="${p.ink}" fill-opacity="0.18">${dots.join("")}</g>`,
    `<g transform="translate(900 315)">`,
    `<circle r="${ringRadius}" fill="${p.ink}" fill-opacity="0.08" stroke="${p.ink}" stroke-opacity="0.25" stroke-width="2"/>`,
    `<circle r="${ringRadius + 40}" fill="none" stroke="${p.accent}" stroke-opacity="0.4" stroke-width="2" stroke-dasharray="6 14"/>`,
    motif(categoryId, p),
    `</g>`,
    `<g transform="translate(64 64)">`,
    `<rect width="${labelWidth}" height="48" rx="24" fill="${p.from}" fill-opacity="0.55" stroke="${p.ink}" stroke-opacity="0.35"/>`,
    `<circle cx="26" cy="24" r="7" fill="${p.accent}"/>`,
    `<text x="44" y="31" fill="${p.ink}" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="19" font-weight="700" letter-spacing="1.5">${labelText}</text>`,
    `</g>`,
    `<text x="64" y="580" fill="${p.ink}" fill-opacity="0.7" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="22" font-weight="600" letter-spacing="3">COBALTLINE</text>`,
    `</svg>`,
  ].join("\n");
}

const AVATAR_PALETTES: [string, string][] = [
  ["#1e3a8a", "#0ea5e9"],
  ["#581c87", "#db2777"],
  ["#134e4a", "#0d9488"],
  ["#7c2d12", "#ea580c"],
  ["#312e81", "#7c3aed"],
  ["#14532d", "#16a34a"],
];

export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** 256×256 avatar: the author's initials on a gradient disc with a thin accent ring. */
export function avatarSvg(author: SeedAuthor): string {
  const seed = hash(author.slug);
  const [from, to] = AVATAR_PALETTES[seed % AVATAR_PALETTES.length]!;
  const angle = 30 + (seed % 90);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img">`,
    `<title>${escapeXml(author.full_name)}</title>`,
    `<defs><linearGradient id="av" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<circle cx="128" cy="128" r="128" fill="url(#av)"/>`,
    `<circle cx="128" cy="128" r="112" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/>`,
    `<circle cx="${60 + (seed % 40)}" cy="${50 + ((seed >> 8) % 30)}" r="56" fill="#ffffff" fill-opacity="0.08"/>`,
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="96" font-weight="700" letter-spacing="2">${escapeXml(initials(author.full_name))}</text>`,
    `</svg>`,
  ].join("\n");
}
