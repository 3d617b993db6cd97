import type { FastifyInstance } from "fastify";
import {
  NEWSLETTER_MESSAGES,
  contactLeadSchema,
  createdResultSchema,
  designCampaignLeadSchema,
  newsletterConfirmResultSchema,
  newsletterSchema,
  newsletterTokenSchema,
  newsletterUnsubscribeResultSchema,
} from "@site/contract";
import type { Db } from "../../db/client";
import { contactLeads, designCampaignLeads, newsletterSubscribers } from "../../db/schema";
import { docs } from "../../lib/docs";
import { caughtByHoneypot, decoyResult } from "../../lib/honeypot";
import { createPipelineLead } from "../../lib/leads/pipeline";
import { notFound, parseInput } from "../../lib/http-error";
import { confirmSubscription, requestSubscription, unsubscribe } from "../../lib/newsletter";
import {
  enqueueVisitorEmail,
  renderContactConfirmation,
  renderUxReviewConfirmation,
  siteNameOf,
} from "../../lib/notify/visitor-email";

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
      // The lead and the e-mails about it (the team's, the sender's) commit together: they are jobs in
      // the same database. A bot's submission does the same work, undone (lib/honeypot.ts).
      const store = async (tx: Db) => {
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
        const id = row!.id;
        await createPipelineLead(tx, {
          tenantId: request.tenantId,
          origin: "contact",
          contactLeadId: id,
          name: `${lead.first_name} ${lead.last_name}`,
          email: lead.email,
          phone: lead.phone_number ?? null,
          message: lead.message,
          attribution: lead,
          ip: request.ip,
          requestId: request.id,
        });
        await app.notifier.enqueue(
          { kind: "contact_lead", tenantId: request.tenantId, lead },
          { tx, reqId: request.id },
        );
        const email = renderContactConfirmation({
          site: await siteNameOf(tx, request.tenantId),
          firstName: lead.first_name,
        });
        await enqueueVisitorEmail(tx, app.config, {
          tenantId: request.tenantId,
          to: lead.email,
          reqId: request.id,
          email,
        });
        return id;
      };
      if (caughtByHoneypot(request, lead)) return decoyResult(db, contactLeads, store);
      return { id: await db.transaction(store) };
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
      // The request and its e-mails commit together; a bot's does the same work, undone.
      const store = async (tx: Db) => {
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
        const id = row!.id;
        await createPipelineLead(tx, {
          tenantId: request.tenantId,
          origin: "ux-review",
          designLeadId: id,
          name: lead.full_name,
          email: lead.email,
          company: lead.company ?? null,
          message: lead.message ?? null,
          attribution: lead,
          ip: request.ip,
          requestId: request.id,
        });
        await app.notifier.enqueue(
          { kind: "design_campaign_lead", tenantId: request.tenantId, lead },
          { tx, reqId: request.id },
        );
        const email = renderUxReviewConfirmation({
          site: await siteNameOf(tx, request.tenantId),
          fullName: lead.full_name,
          websiteUrl: lead.website_url,
        });
        await enqueueVisitorEmail(tx, app.config, {
          tenantId: request.tenantId,
          to: lead.email,
          reqId: request.id,
          email,
        });
        return id;
      };
      if (caughtByHoneypot(request, lead)) return decoyResult(db, designCampaignLeads, store);
      return { id: await db.transaction(store) };
    },
  );

  app.post(
    "/leads/newsletter",
    {
      config,
      schema: docs({
        summary:
          "Asks to subscribe an address: it is stored unconfirmed and mailed a confirmation link (double opt-in). Every request answers a fresh id, whatever the address's state",
        tags: ["leads"],
        body: newsletterSchema,
        response: createdResultSchema,
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const input = parseInput(newsletterSchema, request.body ?? {});
      const email = input.email.toLowerCase();
      const ctx = { config: app.config, tenantId: request.tenantId, reqId: request.id };
      // A bot's request does the same work, undone (lib/honeypot.ts).
      if (caughtByHoneypot(request, input)) {
        return decoyResult(
          db,
          newsletterSubscribers,
          async (tx) => (await requestSubscription(tx, email, ctx)).id,
        );
      }
      const { id, enqueued } = await requestSubscription(db, email, ctx);
      if (enqueued) app.jobs.wake();
      return { id };
    },
  );

  app.post(
    "/leads/newsletter/confirm",
    {
      config,
      schema: docs({
        summary: "Confirms a subscription with the token of its confirmation link",
        tags: ["leads"],
        body: newsletterTokenSchema,
        response: newsletterConfirmResultSchema,
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const { token } = parseInput(newsletterTokenSchema, request.body ?? {});
      const status = await confirmSubscription(db, token, {
        config: app.config,
        tenantId: request.tenantId,
        reqId: request.id,
        notifier: app.notifier,
      });
      if (status === "unknown") throw notFound(NEWSLETTER_MESSAGES.confirmUnknown);
      if (status === "confirmed") app.jobs.wake();
      return { status };
    },
  );

  app.post(
    "/leads/newsletter/unsubscribe",
    {
      config,
      schema: docs({
        summary:
          "Unsubscribes (deletes) the address an unsubscribe link names: the site's page and its one-click POST (RFC 8058) call this",
        tags: ["leads"],
        body: newsletterTokenSchema,
        response: newsletterUnsubscribeResultSchema,
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const { token } = parseInput(newsletterTokenSchema, request.body ?? {});
      const done = await unsubscribe(db, token, { config: app.config, tenantId: request.tenantId });
      if (!done) throw notFound(NEWSLETTER_MESSAGES.unsubscribeUnknown);
      return { status: "unsubscribed" as const };
    },
  );
}
