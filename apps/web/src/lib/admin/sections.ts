import { can, TEAM_ROLE_LABELS, type TeamPermission, type TeamRole } from "@site/contract";

export type AdminSection = {
  href: string;
  label: string;
  /** The permissions any of which open the section; none: every signed-in person's (overview, account). */
  needs?: TeamPermission;
};

/**
 * The admin area's sections in the order the header lists them, each with the permission its page
 * requires (the page's requirePermission guard names the same one). The nav offers only those the
 * person's roles allow; the API refuses the rest anyway.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/comments", label: "Comments", needs: "comments" },
  { href: "/admin/leads", label: "Leads", needs: "leads" },
  { href: "/admin/applicants", label: "Applicants", needs: "applicants" },
  { href: "/admin/careers", label: "Careers", needs: "careers" },
  { href: "/admin/posts", label: "Posts", needs: "posts.edit" },
  { href: "/admin/taxonomy", label: "Authors & categories", needs: "taxonomy" },
  { href: "/admin/content", label: "Content", needs: "content" },
  { href: "/admin/seo", label: "Search and sharing", needs: "content" },
  { href: "/admin/redirects", label: "Redirects", needs: "redirects" },
  { href: "/admin/web-vitals", label: "Web Vitals", needs: "vitals" },
  { href: "/admin/people", label: "People", needs: "people" },
  { href: "/admin/keys", label: "Keys", needs: "keys" },
  { href: "/admin/audit", label: "Audit", needs: "audit" },
  { href: "/admin/privacy", label: "Privacy", needs: "privacy" },
  { href: "/admin/settings", label: "Settings", needs: "settings" },
  { href: "/admin/account", label: "Account" },
];

/** The sections a person with these roles may open. */
export function sectionsFor(roles: readonly TeamRole[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => !s.needs || can(roles, s.needs));
}

/** Roles as words: "Editor, Moderator". */
export function rolesText(roles: readonly TeamRole[]): string {
  return roles.map((r) => TEAM_ROLE_LABELS[r]).join(", ");
}
