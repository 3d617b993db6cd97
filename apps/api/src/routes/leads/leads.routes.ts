import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import {
  contactLeadSchema,
  createdResultSchema,
  designCampaignLeadSchema,
  newsletterSchema,
} from "@site/contract";
import { contactLeads, designCampaignLeads, newsletterSubscribers } from "../../db/schema";
import { docs } from "../../lib/docs";
import { caughtByHoneypot, decoyResult } from "../../lib/honeypot";
import { parseInput } from "../../lib/http-error";

export async function leadRoutes(app: FastifyInstance) {
  const { db } = app;
  const config = { rateLimit: app.writeLimit };

  app.post(
    "/leads/contact-us",
    {
      config,
      schema: docs({
        summary: "A message from the contact form",
        tags: ["leads"],
        body: contactLeadSchema,
        response: createdResultSchema,
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const lead = parseInput(contactLeadSchema, request.body ?? {});
      if (caughtByHoneypot(request, lead)) return decoyResult();
      // The lead and the team's e-mail about it commit together (the e-mail is a job in the same database).
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactLeads)
          .values({
            tenantId: request.tenantId,
            firstName: lead.first_name,
            lastName: lead.last_name,
            email: lead.email,
            phoneNumber: lead.phone_number ?? null,
            message: lead.message,
          })
          .returning({ id: contactLeads.id });
        await app.notifier.enqueue(
          { kind: "contact_lead", tenantId: request.tenantId, lead },
          { tx, reqId: request.id },
        );
        return { id: row!.id };
      });
    },
  );

  app.post(
    "/leads/design-campaign",
    {
      config,
      schema: docs({
        summary: "A UX review request",
        tags: ["leads"],
        body: designCampaignLeadSchema,
        response: createdResultSchema,
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const lead = parseInput(designCampaignLeadSchema, request.body ?? {});
      if (caughtByHoneypot(request, lead)) return decoyResult();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(designCampaignLeads)
          .values({
            tenantId: request.tenantId,
            fullName: lead.full_name,
            email: lead.email,
            websiteUrl: lead.website_url,
            company: lead.company ?? null,
            message: lead.message ?? null,
          })
          .returning({ id: designCampaignLeads.id });
        await app.notifier.enqueue(
          { kind: "design_campaign_lead", tenantId: request.tenantId, lead },
          { tx, reqId: request.id },
        );
        return { id: row!.id };
      });
    },
  );

  app.post(
    "/leads/newsletter",
    {
      config,
      schema: docs({
        summary: "Subscribes an address; subscribing again answers the same id",
        tags: ["leads"],
        body: newsletterSchema,
        response: createdResultSchema,
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const input = parseInput(newsletterSchema, request.body ?? {});
      if (caughtByHoneypot(request, input)) return decoyResult();
      const { email } = input;
      const normalized = email.toLowerCase();
      // A new subscriber and the team's e-mail about it commit together; subscribing again notifies nobody.
      const inserted = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(newsletterSubscribers)
          .values({ tenantId: request.tenantId, email: normalized })
          .onConflictDoNothing({ target: [newsletterSubscribers.tenantId, newsletterSubscribers.email] })
          .returning({ id: newsletterSubscribers.id });
        if (row) {
          await app.notifier.enqueue(
            { kind: "newsletter", tenantId: request.tenantId, email: normalized },
            { tx, reqId: request.id },
          );
        }
        return row;
      });
      if (inserted) return { id: inserted.id };
      const [existing] = await db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.tenantId, request.tenantId),
            eq(newsletterSubscribers.email, normalized),
          ),
        )
        .limit(1);
      return { id: existing!.id };
    },
  );
}
