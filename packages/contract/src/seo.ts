/**
 * Redirects and SEO (issue 32, item 6): the team's redirects (exact paths and `/old/:slug` patterns,
 * 301 or 302), their CSV import, the log of addresses that answered 404, and the SEO title,
 * description and social image a post or an opening may carry. The API validates with these schemas,
 * the admin forms check with them, and the site's proxy matches paths with `matchRedirect`.
 */
import { z } from "zod";
import {
  type ContentKindInfo,
  entryAddress,
  entryInfo,
  isEntryKey,
  MARKETING_KIND_NAMES,
  MARKETING_KINDS,
  type MarketingKind,
} from "./content";

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** How a redirect came to be: made by hand, imported from a CSV, or made when a published slug changed. */
export const REDIRECT_SOURCES = ["manual", "import", "slug"] as const;
export type RedirectSource = (typeof REDIRECT_SOURCES)[number];

/** At most this many redirects per site (the proxy holds them all in memory). */
export const REDIRECTS_MAX = 2000;
/** A CSV import reads at most this many rows, and its text at most REDIRECT_CSV_MAX_CHARS. */
export const REDIRECT_CSV_MAX_ROWS = 500;
export const REDIRECT_CSV_MAX_CHARS = 100_000;
/** The 404 log keeps at most this many addresses; the least recently seen go first. */
export const NOT_FOUND_LOG_MAX = 500;
export const PATH_MAX = 300;

export const SEO_LIMITS = { title: 70, description: 200, image: 500 } as const;

export const SEO_MESSAGES = {
  fromPath: "Enter the old address as a path starting with /, e.g. /blog/old-name or /old/:slug",
  fromReserved: "This address belongs to the site itself and cannot be redirected",
  toPath: "Enter the new address as a path starting with / or a full https:// address",
  toParam: "The new address uses a :name the old address does not have",
  samePath: "The new address must differ from the old one",
  status: "Choose 301 (moved for good) or 302 (moved for now)",
  fromTaken: "There is already a redirect from this address",
  tooMany: `The site keeps at most ${REDIRECTS_MAX} redirects`,
  csvEmpty: "Paste or upload a CSV with at least one row: old address, new address, status",
  csvTooLong: `The CSV is too long: at most ${REDIRECT_CSV_MAX_ROWS} rows`,
  csvColumns: "Each row needs the old address and the new address, then 301 or 302 if you like",
  seoTitle: `Keep the SEO title to ${SEO_LIMITS.title} characters`,
  seoDescription: `Keep the SEO description to ${SEO_LIMITS.description} characters`,
  seoImage: "Enter the social image as an uploaded image's path (/media/…) or a full https:// address",
  notFoundPath: "The address is not valid",
} as const;

/** Paths the site serves itself (team pages, the gateway, assets): never redirected. */
const RESERVED = /^\/(?:admin|api|blog\/api|media|_next)(?:\/|$)/;
const SEGMENT = /^(?:[A-Za-z0-9._~!$&'()*+,;=@%-]+|:[a-z][a-z0-9_]{0,30})$/;

function pathSegments(path: string): string[] | null {
  if (!path.startsWith("/") || path.startsWith("//") || path.length > PATH_MAX) return null;
  if (path === "/") return [];
  const segments = path.replace(/\/$/, "").slice(1).split("/");
  return segments.every((s) => SEGMENT.test(s) && s !== "." && s !== "..") ? segments : null;
}

const paramsOf = (segments: string[]) => segments.filter((s) => s.startsWith(":")).map((s) => s.slice(1));

/** "/Blog/Old/" → "/Blog/Old": a trailing slash never makes another address. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

const fromPathSchema = z
  .string({ error: SEO_MESSAGES.fromPath })
  .trim()
  .min(1, { error: SEO_MESSAGES.fromPath })
  .max(PATH_MAX, { error: SEO_MESSAGES.fromPath })
  .refine((v) => pathSegments(v) !== null, { error: SEO_MESSAGES.fromPath })
  .refine((v) => !RESERVED.test(v), { error: SEO_MESSAGES.fromReserved })
  .transform(normalizePath);

const toPathSchema = z
  .string({ error: SEO_MESSAGES.toPath })
  .trim()
  .min(1, { error: SEO_MESSAGES.toPath })
  .max(500, { error: SEO_MESSAGES.toPath })
  .refine(
    (v) => {
      if (v.startsWith("https://")) return z.url({ protocol: /^https$/ }).safeParse(v).success;
      return pathSegments(v.split(/[?#]/)[0]!) !== null;
    },
    { error: SEO_MESSAGES.toPath },
  );

const statusSchema = z.coerce
  .number({ error: SEO_MESSAGES.status })
  .refine((v): v is RedirectStatus => v === 301 || v === 302, { error: SEO_MESSAGES.status });

/** A redirect as the team writes it: `{ from_path: "/old/:slug", to_path: "/blog/:slug", status: 301 }`. */
export const redirectInputSchema = z
  .object({
    from_path: fromPathSchema,
    to_path: toPathSchema,
    status: statusSchema.default(301),
  })
  .superRefine((v, ctx) => {
    const from = pathSegments(v.from_path) ?? [];
    const known = new Set(paramsOf(from));
    const to = v.to_path.startsWith("/") ? (pathSegments(v.to_path.split(/[?#]/)[0]!) ?? []) : [];
    if (paramsOf(to).some((p) => !known.has(p))) {
      ctx.addIssue({ code: "custom", path: ["to_path"], message: SEO_MESSAGES.toParam });
    } else if (normalizePath(v.to_path) === v.from_path) {
      ctx.addIssue({ code: "custom", path: ["to_path"], message: SEO_MESSAGES.samePath });
    }
  });
export type RedirectInput = z.input<typeof redirectInputSchema>;

export const redirectRowSchema = z.object({
  id: z.number().int(),
  from_path: z.string(),
  to_path: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  source: z.enum(REDIRECT_SOURCES),
  updated_date: z.string(),
});
export type Redirect = z.infer<typeof redirectRowSchema>;

/** What the site's proxy reads: every redirect, smallest shape. */
export type RedirectRule = { from: string; to: string; status: RedirectStatus };

/** The list's query: `q` matches either address. */
export const redirectsQuerySchema = z.object({
  q: z.string().trim().max(100, { error: "Search for at most 100 characters" }).optional(),
});

export const redirectCsvSchema = z.object({
  csv: z
    .string({ error: SEO_MESSAGES.csvEmpty })
    .max(REDIRECT_CSV_MAX_CHARS, { error: SEO_MESSAGES.csvTooLong })
    .refine((v) => v.trim().length > 0, { error: SEO_MESSAGES.csvEmpty }),
});

export type RedirectImportRow = {
  /** The line of the CSV (1 is the first). */
  line: number;
  from_path: string;
  outcome: "created" | "updated" | "error";
  message: string;
};
export type RedirectImportResult = {
  created: number;
  updated: number;
  failed: number;
  rows: RedirectImportRow[];
};

/** One CSV line's cells (RFC 4180 quotes), e.g. `"/a, b",/c,301` → ["/a, b", "/c", "301"]. */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((s) => s.trim());
}

/** The CSV's lines with their numbers, blank lines and a header row ("from,to,status") left out. */
export function csvLines(csv: string): { line: number; cells: string[] }[] {
  return csv
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map((text, i) => ({ line: i + 1, cells: csvCells(text) }))
    .filter(({ cells }) => cells.some((c) => c !== ""))
    .filter(({ line, cells }) => !(line === 1 && !cells[0]!.startsWith("/")));
}

/**
 * The redirect a path answers, if any: an exact rule first, then the first pattern whose `:name`
 * segments take the path's segments. The target gets the same values.
 *   matchRedirect([{ from: "/old/:slug", to: "/blog/:slug", status: 301 }], "/old/edge-ai")
 *   // → { to: "/blog/edge-ai", status: 301 }
 */
export function matchRedirect(
  rules: readonly RedirectRule[],
  rawPath: string,
): { to: string; status: RedirectStatus } | null {
  const path = normalizePath(rawPath);
  const exact = rules.find((r) => r.from === path);
  if (exact) return { to: exact.to, status: exact.status };
  const segments = path === "/" ? [] : path.slice(1).split("/");
  for (const rule of rules) {
    if (!rule.from.includes(":")) continue;
    const pattern = rule.from === "/" ? [] : rule.from.slice(1).split("/");
    if (pattern.length !== segments.length) continue;
    const values = new Map<string, string>();
    const fits = pattern.every((p, i) => {
      if (p.startsWith(":")) {
        values.set(p.slice(1), segments[i]!);
        return true;
      }
      return p === segments[i];
    });
    if (!fits) continue;
    const to = rule.to.replace(/:([a-z][a-z0-9_]*)/g, (whole, name: string) => values.get(name) ?? whole);
    return { to, status: rule.status };
  }
  return null;
}

// ── The 404 log ──

/** A segment that looks like a secret (a token of a link): at least 20 letters and digits, digits among them. */
const TOKEN_LIKE = /^(?=.*\d)[A-Za-z0-9_-]{20,}$/;

/**
 * The path a 404 is logged under: no query string or fragment (they carry tokens), a segment that
 * looks like a token replaced with ":token", at most PATH_MAX characters; null when it is no path.
 *   notFoundLogPath("/newsletter/confirm/abc123def456ghi789jkl?x=1") // "/newsletter/confirm/:token"
 */
export function notFoundLogPath(raw: string): string | null {
  const path = raw.split(/[?#]/)[0]!;
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  const cleaned = normalizePath(
    path
      .split("/")
      .map((s) => (TOKEN_LIKE.test(s) ? ":token" : s))
      .join("/"),
  );
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(cleaned)) return null;
  return cleaned.slice(0, PATH_MAX);
}

/** A referrer's host alone ("https://news.example/a?b" → "news.example"); null for anything else. */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.hostname.slice(0, 255) || null;
  } catch {
    return null;
  }
}

/** What the site sends when a page answered 404. */
export const notFoundReportSchema = z.object({
  path: z
    .string({ error: SEO_MESSAGES.notFoundPath })
    .max(2000, { error: SEO_MESSAGES.notFoundPath })
    .transform((v, ctx) => {
      const path = notFoundLogPath(v);
      if (path === null) {
        ctx.addIssue({ code: "custom", message: SEO_MESSAGES.notFoundPath });
        return z.NEVER;
      }
      return path;
    }),
  referrer: z
    .string()
    .max(2000)
    .nullish()
    .transform((v) => referrerHost(v)),
});
export type NotFoundReport = z.input<typeof notFoundReportSchema>;

export const notFoundRowSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  count: z.number().int(),
  last_seen: z.string(),
  referrer_host: z.string().nullable(),
  /** The redirect that now answers this path, if one does. */
  redirected_to: z.string().nullable(),
});
export type NotFoundRow = z.infer<typeof notFoundRowSchema>;

// ── SEO fields of a post or an opening ──

/** Left out: unchanged (undefined); empty or null: cleared (null). */
const seoText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/** SEO title, description and social image; empty means "use the page's own title, summary and image". */
export const seoFieldsSchema = z.object({
  seo_title: seoText(SEO_LIMITS.title, SEO_MESSAGES.seoTitle),
  seo_description: seoText(SEO_LIMITS.description, SEO_MESSAGES.seoDescription),
  seo_image: seoText(SEO_LIMITS.image, SEO_MESSAGES.seoImage).refine(
    (v) =>
      v == null ||
      (/^\/media\/[a-z0-9][a-z0-9/_.-]*$/.test(v) && !v.includes("..")) ||
      z.url({ protocol: /^https$/ }).safeParse(v).success,
    { error: SEO_MESSAGES.seoImage },
  ),
});
export type SeoFieldsInput = z.input<typeof seoFieldsSchema>;
export type SeoFields = z.output<typeof seoFieldsSchema>;

// ── SEO of the marketing pages ──

/**
 * A marketing page the team gives its own SEO title, description and social image (issue 32:
 * "marketing metadata leaves the code"). `title` and `description` are the page's defaults: the seed
 * writes them as the page's stored values, and the site falls back to them when the stored field is
 * empty or the API cannot be read. `null`: the page's own from its published content (a service's,
 * an industry's or a case study's title and summary).
 */
export type MarketingSeoPage = {
  path: string;
  /** The page as the team names it in the list. */
  name: string;
  title: string | null;
  description: string | null;
};

const BRAND = "Cobaltline";

/**
 * The marketing pages of spec §2 that are not entries of a kind with pages of its own (landing pages
 * included), in the site's order, with their default title and description. The pages of a service,
 * an industry or a case study come from the published entries instead (marketingSeoPages).
 */
export const MARKETING_SEO_PAGES: readonly MarketingSeoPage[] = [
  {
    path: "/",
    name: "Home",
    // The home page's title is used as it is, without " | Cobaltline" after it.
    title: `${BRAND} | Custom Software Development in Laguna Hills, California`,
    description: `${BRAND} designs and builds web platforms, MVPs, mobile apps and automation for healthcare, telecom, legal, e-commerce and financial companies. Book a free strategy call.`,
  },
  {
    path: "/services",
    name: "Services",
    title: "Services",
    description: `Software consulting, MVP and healthcare MVP development, product design, digital transformation, Java, automation, DevOps, QA and outreach automation from ${BRAND}.`,
  },
  {
    path: "/industry",
    name: "Industries",
    title: "Industries",
    description:
      "Custom software for healthcare, telecom, legal, e-commerce and financial companies: regulated, data-heavy industries where mistakes are expensive.",
  },
  {
    path: "/about",
    name: "About us",
    title: "About Us",
    description:
      "Cobaltline is a custom software development company in Laguna Hills, California. Since 2014 we have designed and built web platforms, mobile apps and automation for companies in healthcare, telecom, legal, e-commerce and finance: organisations where software mistakes are expensive and trust is earned slowly.",
  },
  {
    path: "/about/works",
    name: "Our works",
    title: "Our Works",
    description: "Seventeen client projects across telecom, healthcare, legal, e-commerce, finance and more.",
  },
  {
    path: "/about/partners",
    name: "Partners",
    title: "Partners",
    description: `${BRAND}'s telecom partners and how carriers, vendors and agencies partner with us.`,
  },
  {
    path: "/contact",
    name: "Contact",
    title: "Contact Us",
    description: `Talk to ${BRAND} about your software project: call, email, visit our Laguna Hills office or send us a message and we will reply within one working day.`,
  },
  {
    path: "/free-leads",
    name: "Free lead audit",
    title: "Free Lead Audit",
    description:
      "Most company websites get traffic but lose the enquiries. In a free 30-minute session we review your site, forms and follow-up with you, and show you where leads are slipping away and what would catch them.",
  },
  {
    path: "/campaign",
    name: "Website redesign campaign",
    title: "Website Redesign Campaign",
    description:
      "This quarter we are taking on a small number of website redesigns for growing B2B companies, with a research phase included at no extra cost. You get personas, a journey map and tested wireframes before a single pixel is polished.",
  },
  {
    path: "/products",
    name: "Products",
    title: "Products",
    description: "Packaged products built on what we have learned from more than a hundred custom projects.",
  },
  {
    path: "/products/business-accelerator",
    name: "Business Accelerator",
    title: "Business Accelerator",
    description:
      "A lead-generating website with landing pages, built-in CRM and email automation. Startup, Premium and Business+ packages at a fixed price.",
  },
  {
    path: "/system",
    name: "System walkthrough",
    title: "System walkthrough",
    description:
      "Book a live walkthrough of how we run projects: the sprint board, the demo environment, the status reports and the client portal you would use. It is the same system behind every project on our portfolio.",
  },
  {
    path: "/ux-review",
    name: "Free UX review (landing page)",
    title: "Free UX Review",
    description:
      "Send us your website address. A senior product designer will review your key pages against usability, accessibility and conversion best practice, and send you a prioritised report within five business days.",
  },
  {
    path: "/fast-mvp",
    name: "Fast AI MVP (landing page)",
    title: "Fast AI MVP",
    description:
      "You have an AI idea and a window of opportunity. We scope it in five days, build the one workflow that proves it, and launch it with accounts, billing and guardrails, so your first users see a product, not a demo.",
  },
  {
    path: "/terms",
    name: "Terms of service",
    title: "Terms of Service",
    description: `The terms that govern use of the ${BRAND} website, its blog, forms and free offers.`,
  },
  {
    path: "/privacy",
    name: "Privacy policy",
    title: "Privacy Policy",
    description: `How ${BRAND} collects, uses, shares and protects personal information, and the privacy rights of California and other US residents.`,
  },
  {
    path: "/privacy/do-not-sell",
    name: "Do not sell or share",
    title: "Do Not Sell or Share My Personal Information",
    description: `Opt out of the sale or sharing of your personal information by ${BRAND}, as California law provides.`,
  },
];

/** The fixed marketing page of a path, e.g. marketingSeoPage("/services")?.name === "Services". */
export function marketingSeoPage(path: string): MarketingSeoPage | undefined {
  return MARKETING_SEO_PAGES.find((p) => p.path === path);
}

/** The kinds whose every entry is a public page of its own (their declaration names `pageName`). */
export const SEO_PAGE_KINDS: readonly MarketingKind[] = MARKETING_KIND_NAMES.filter(
  (kind) => (MARKETING_KINDS[kind] as ContentKindInfo).pageName,
);

/** A published entry, as the "Search and sharing" list reads it. */
export type PublishedEntry = { kind: MarketingKind; key: string; data: unknown };

/**
 * The entry of a kind with pages of its own whose page a path could be: a fixed entry at that address,
 * or, where the team adds entries, the key its last segment names. Published or not: the API checks that.
 *
 *   entryPageOf("/services/a-new-service") // { kind: "service", key: "a-new-service" }
 *   entryPageOf("/voip")                    // { kind: "case-study", key: "univoip" }
 *   entryPageOf("/about")                   // null
 */
export function entryPageOf(path: string): { kind: MarketingKind; key: string } | null {
  for (const kind of SEO_PAGE_KINDS) {
    const info: ContentKindInfo = MARKETING_KINDS[kind];
    if (info.entries) {
      const key = Object.keys(info.entries).find((k) => info.entries![k]!.address === path);
      if (key) return { kind, key };
    } else if (info.address) {
      const key = path.slice(path.lastIndexOf("/") + 1);
      if (isEntryKey(kind, key) && info.address(key) === path) return { kind, key };
    }
  }
  return null;
}

/** A page entry's row name: "Service: MVP Development" (a fixed entry's label, else its title, else its key). */
function entryPageName(entry: PublishedEntry): string {
  const info: ContentKindInfo = MARKETING_KINDS[entry.kind];
  const title = (entry.data as { title?: unknown } | null)?.title;
  const own =
    entryInfo(entry.kind, entry.key)?.label ?? (typeof title === "string" && title ? title : entry.key);
  return `${info.pageName}: ${own}`;
}

/**
 * The team's "Search and sharing" list (issue 32): the fixed pages, and a page per published entry of a
 * kind with pages of its own, read from its declaration (its address, its pageName). An entry's page
 * follows the fixed page its address is under ("/services/web-design" after "/services"), the rest close
 * the list; entries keep the order given (the team's). An entry unpublished or deleted has no row.
 *
 *   marketingSeoPages([{ kind: "service", key: "web-design", data: { title: "Web Design" } }])
 *   // [..., { path: "/services", ... }, { path: "/services/web-design", name: "Service: Web Design", ... }, ...]
 */
export function marketingSeoPages(published: readonly PublishedEntry[]): MarketingSeoPage[] {
  const fixed = new Set(MARKETING_SEO_PAGES.map((p) => p.path));
  const under = new Map<string, MarketingSeoPage[]>();
  const rest: MarketingSeoPage[] = [];
  const seen = new Set<string>();
  const kinds = new Set(SEO_PAGE_KINDS);
  for (const entry of published) {
    if (!kinds.has(entry.kind)) continue;
    const path = entryAddress(entry.kind, entry.key);
    if (fixed.has(path) || seen.has(path)) continue;
    seen.add(path);
    const page = { path, name: entryPageName(entry), title: null, description: null };
    const parent = MARKETING_SEO_PAGES.filter((p) => p.path !== "/" && path.startsWith(`${p.path}/`)).sort(
      (a, b) => b.path.length - a.path.length,
    )[0];
    if (parent) under.set(parent.path, [...(under.get(parent.path) ?? []), page]);
    else rest.push(page);
  }
  return [...MARKETING_SEO_PAGES.flatMap((p) => [p, ...(under.get(p.path) ?? [])]), ...rest];
}

export const PAGE_SEO_MESSAGES = {
  path: "Choose one of the site's marketing pages",
} as const;

/**
 * `?path=/services/mvp-development`: one of MARKETING_SEO_PAGES, or the page an entry of a kind with
 * pages of its own would have (entryPageOf); the API answers only for a published entry's.
 */
export const pageSeoQuerySchema = z.object({
  path: z
    .string({ error: PAGE_SEO_MESSAGES.path })
    .max(PATH_MAX, { error: PAGE_SEO_MESSAGES.path })
    .refine((v) => marketingSeoPage(v) !== undefined || entryPageOf(v) !== null, {
      error: PAGE_SEO_MESSAGES.path,
    }),
});

/** A page's stored SEO fields as the site reads them (GET /page-seo). */
export type PageSeo = {
  path: string;
  title: string | null;
  description: string | null;
  image: string | null;
};

/** A page in the team's "Search and sharing" list: its defaults beside what is stored. */
export const pageSeoRowSchema = z.object({
  path: z.string(),
  name: z.string(),
  default_title: z.string().nullable(),
  default_description: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_image: z.string().nullable(),
  updated_date: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type PageSeoRow = z.infer<typeof pageSeoRowSchema>;
