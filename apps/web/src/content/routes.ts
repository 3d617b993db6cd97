/**
 * Every route of spec §2 with the title its page publishes and whether search engines may index it.
 * The sitemap, `pageMetadata()` and the e2e route test read this list, so a page that calls
 * `pageMetadata({ path })` gets the title and robots value the tests expect.
 */
export type RouteGroup = "marketing" | "landing" | "blog" | "careers";

export type SiteRoute = {
  path: string;
  title: string;
  noindex?: boolean;
  group: RouteGroup;
};

export const HOME_TITLE = "Custom Software Development in Laguna Hills, California";

export const ROUTES = [
  { path: "/", title: HOME_TITLE, group: "marketing" },
  { path: "/contact", title: "Contact Us", group: "marketing" },
  { path: "/free-leads", title: "Free Lead Audit", group: "marketing" },
  { path: "/about", title: "About Us", group: "marketing" },
  { path: "/about/partners", title: "Partners", group: "marketing" },
  { path: "/about/works", title: "Our Works", group: "marketing" },
  { path: "/about/career", title: "Careers", group: "careers" },
  { path: "/services", title: "Services", group: "marketing" },
  { path: "/products", title: "Products", noindex: true, group: "marketing" },
  {
    path: "/services/software-development-consulting",
    title: "Software Development Consulting",
    group: "marketing",
  },
  { path: "/ux-review", title: "Free UX Review", group: "landing" },
  { path: "/services/mvp-development", title: "MVP Development", group: "marketing" },
  { path: "/services/fast-healthcare-mvp", title: "Fast Healthcare MVP", group: "marketing" },
  { path: "/fast-mvp", title: "Fast AI MVP", group: "landing" },
  { path: "/services/product-design", title: "Product Design", group: "marketing" },
  { path: "/services/digital-transformation", title: "Digital Transformation", group: "marketing" },
  { path: "/services/java-enterprise-development", title: "Java Enterprise Development", group: "marketing" },
  {
    path: "/services/enterprise-automation-solutions",
    title: "Enterprise Automation Solutions",
    group: "marketing",
  },
  { path: "/services/devops-solutions", title: "DevOps Solutions", group: "marketing" },
  { path: "/services/quality-assurance", title: "Quality Assurance", group: "marketing" },
  {
    path: "/services/outreach-automation-solution",
    title: "Outreach Automation Solution",
    group: "marketing",
  },
  { path: "/blog", title: "Blog", group: "blog" },
  { path: "/author", title: "Authors", noindex: true, group: "blog" },
  { path: "/industry", title: "Industries", group: "marketing" },
  { path: "/industry/e-commerce", title: "E-commerce Software Development", group: "marketing" },
  { path: "/industry/financial", title: "Financial Software Development", group: "marketing" },
  { path: "/industry/healthcare", title: "Healthcare Software Development", group: "marketing" },
  { path: "/industry/legal", title: "Legal Software Development", group: "marketing" },
  { path: "/industry/telecom", title: "Telecom Software Development", group: "marketing" },
  { path: "/products/business-accelerator", title: "Business Accelerator", group: "marketing" },
  { path: "/voip", title: "VoIP", group: "marketing" },
  { path: "/rxpost", title: "RxPost Case Study", group: "marketing" },
  { path: "/terms", title: "Terms of Service", group: "marketing" },
  { path: "/privacy", title: "Privacy Policy", group: "marketing" },
  { path: "/privacy/do-not-sell", title: "Do Not Sell or Share My Personal Information", group: "marketing" },
  { path: "/system", title: "System walkthrough", noindex: true, group: "marketing" },
  { path: "/campaign", title: "Website Redesign Campaign", group: "marketing" },
  { path: "/valleyhill", title: "Valleyhill Case Study", group: "marketing" },
  { path: "/centralive", title: "Centralive Case Study", group: "marketing" },
  { path: "/aiopa", title: "AIOPA Case Study", group: "marketing" },
  { path: "/servativ", title: "Servativ Case Study", group: "marketing" },
] as const satisfies readonly SiteRoute[];

/** The route entry of a static path, e.g. findRoute("/voip")?.title === "VoIP". */
export function findRoute(path: string): SiteRoute | undefined {
  return (ROUTES as readonly SiteRoute[]).find((r) => r.path === path);
}

/** Whether a path must carry robots noindex: exactly /products, /author and /system (spec §2). */
export function isNoindexPath(path: string): boolean {
  return findRoute(path)?.noindex === true;
}
