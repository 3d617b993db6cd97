/**
 * The home page's services grid as the team's content (issue 21): which services it shows. One entry,
 * "home", naming services by key (their slugs); the grid shows those services in the services' own order
 * (the team's order on the services list). Publishing needs exactly the spec's count, each a published
 * service (the rule is the "home-services" row of MARKETING_KINDS).
 *
 * Kept free of imports from marketing.ts, which imports this file for its registry.
 */
import { z } from "zod";

export const HOME_SERVICES_MESSAGES = {
  serviceKey: "Choose services by their key: lower-case letters, digits and single dashes",
  chooseOne: "Choose at least one service",
  tooMany: "Choose at most 20 services",
  duplicate: "This service is already on the list: each appears once",
} as const;

export const homeServicesContentSchema = z.object({
  services: z
    .array(
      z
        .string({ error: HOME_SERVICES_MESSAGES.serviceKey })
        .trim()
        .max(120, { error: HOME_SERVICES_MESSAGES.serviceKey })
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: HOME_SERVICES_MESSAGES.serviceKey }),
      { error: HOME_SERVICES_MESSAGES.chooseOne },
    )
    .min(1, { error: HOME_SERVICES_MESSAGES.chooseOne })
    .max(20, { error: HOME_SERVICES_MESSAGES.tooMany })
    .superRefine((keys, ctx) => {
      const seen = new Set<string>();
      keys.forEach((key, i) => {
        if (seen.has(key))
          ctx.addIssue({ code: "custom", path: [i], message: HOME_SERVICES_MESSAGES.duplicate });
        seen.add(key);
      });
    }),
});
export type HomeServicesContent = z.infer<typeof homeServicesContentSchema>;
