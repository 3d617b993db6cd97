import type { HomeServicesContent } from "@site/contract";

/** The home page's services grid as the site showed it before the team chose it: these 8 (spec §9). */
export const seedHomeServices: HomeServicesContent = {
  services: [
    "software-development-consulting",
    "mvp-development",
    "product-design",
    "digital-transformation",
    "java-enterprise-development",
    "enterprise-automation-solutions",
    "devops-solutions",
    "quality-assurance",
  ],
};
