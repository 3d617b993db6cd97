import type { ServicePage } from "@site/contract";

/** The services' pages are the team's content in the API (lib/api/marketing.ts); here only their paths. */
export const servicePath = (slug: string) => `/services/${slug}`;

/** The home page's services grid: these 8 services (spec §9), in the order the team gives them. */
export const HOME_SERVICE_SLUGS: readonly string[] = [
  "software-development-consulting",
  "mvp-development",
  "product-design",
  "digital-transformation",
  "java-enterprise-development",
  "enterprise-automation-solutions",
  "devops-solutions",
  "quality-assurance",
];

export const homeServicesOf = (services: ServicePage[]) =>
  services.filter((s) => HOME_SERVICE_SLUGS.includes(s.slug));
