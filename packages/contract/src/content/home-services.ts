/**
 * The home page's services grid as the team's content (issue 21): which services it shows. One entry,
 * "home", naming services by key (their slugs); the grid shows those services in the services' own order
 * (the team's order on the services list). Publishing needs exactly the spec's count, each a published
 * service.
 */
import { z } from "zod";
import { field } from "./fields";
import { defineContentKind } from "./kind";
import { HOME_COUNTS, MARKETING_MESSAGES as M } from "./messages";

export const HOME_SERVICES_MESSAGES = {
  serviceKey: "Choose services by their key: lower-case letters, digits and single dashes",
  chooseOne: "Choose at least one service",
  tooMany: "Choose at most 20 services",
  duplicate: "This service is already on the list: each appears once",
} as const;

export const homeServicesContentSchema = z.object({
  services: field(
    z
      .array(
        z
          .string({ error: HOME_SERVICES_MESSAGES.serviceKey })
          .trim()
          .max(120, { error: HOME_SERVICES_MESSAGES.serviceKey })
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: HOME_SERVICES_MESSAGES.serviceKey }),
        { error: HOME_SERVICES_MESSAGES.chooseOne },
      )
      .min(1, { error: HOME_SERVICES_MESSAGES.chooseOne })
      .max(20, { error: HOME_SERVICES_MESSAGES.tooMany }),
    {
      label: "Services on the home page",
      hint: "They show in the services' order, set on the Services page.",
      widget: "reference",
      references: "service",
      item: "service",
    },
  ).superRefine((keys, ctx) => {
    const seen = new Set<string>();
    keys.forEach((key, i) => {
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: [i], message: HOME_SERVICES_MESSAGES.duplicate });
      seen.add(key);
    });
  }),
});
export type HomeServicesContent = z.infer<typeof homeServicesContentSchema>;

export const homeServicesKind = defineContentKind("home-services", {
  label: "Home page services",
  description: "Which services the home page's services grid shows (in the services' order).",
  schema: homeServicesContentSchema,
  entries: { home: { label: "Home page services", address: "/#services-title" } },
  countNote: `The spec fixes ${HOME_COUNTS.services} services on the home page: publishing needs exactly ${HOME_COUNTS.services}, each a published service.`,
  draftCount: () => ({ path: "services", fixed: HOME_COUNTS.services, what: "services" }),
  reads: ["service"],
  publishRule: (entries, related) => {
    const published = new Set((related?.service ?? []).map((s) => s.key));
    for (const entry of entries) {
      const keys = (entry.data as HomeServicesContent).services;
      if (keys.length !== HOME_COUNTS.services) return M.homeServicesCount(keys.length);
      const missing = keys.find((k) => !published.has(k));
      if (missing) return M.homeServiceUnpublished(missing);
    }
    return null;
  },
  preview: "ServicesSectionView",
  // The grid as the site showed it before the team chose it: these 8 (spec §9).
  seed: [
    {
      key: "home",
      data: {
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
      } satisfies HomeServicesContent,
    },
  ],
});
