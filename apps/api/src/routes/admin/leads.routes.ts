import type { FastifyInstance } from "fastify";
import { desc, eq, sql } from "drizzle-orm";
import { adminLeadTypeParamSchema, adminPageQuerySchema, type LeadType } from "@site/contract";
import type { Db } from "../../db/client";
import { contactLeads, designCampaignLeads, newsletterSubscribers } from "../../db/schema";
import { parseInput } from "../../lib/http-error";
import { csvFileName, toCsv } from "./csv";
import { doc, iso, isoNotNull, paged } from "./shared";

/** An export holds at most this many rows (newest first); far above what a season of leads brings. */
const EXPORT_MAX_ROWS = 50_000;

type Page = { limit: number; offset: number };

/** Per lead type: its rows as the admin API shows them, and the same rows as CSV cells. */
const LEADS = {
  contact: {
    header: ["id", "created_date", "first_name", "last_name", "email", "phone_number", "message"],
    async rows(db: Db, tenantId: string, { limit, offset }: Page) {
      const rows = await db
        .select()
        .from(contactLeads)
        .where(eq(contactLeads.tenantId, tenantId))
        .orderBy(desc(contactLeads.createdAt), desc(contactLeads.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        first_name: r.firstName,
        last_name: r.lastName,
        email: r.email,
        phone_number: r.phoneNumber,
        message: r.message,
        created_date: isoNotNull(r.createdAt),
      }));
    },
    async count(db: Db, tenantId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(contactLeads)
        .where(eq(contactLeads.tenantId, tenantId));
      return Number(row?.n ?? 0);
    },
  },
  "design-campaign": {
    header: ["id", "created_date", "full_name", "email", "website_url", "company", "message"],
    async rows(db: Db, tenantId: string, { limit, offset }: Page) {
      const rows = await db
        .select()
        .from(designCampaignLeads)
        .where(eq(designCampaignLeads.tenantId, tenantId))
        .orderBy(desc(designCampaignLeads.createdAt), desc(designCampaignLeads.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        full_name: r.fullName,
        email: r.email,
        website_url: r.websiteUrl,
        company: r.company,
        message: r.message,
        created_date: isoNotNull(r.createdAt),
      }));
    },
    async count(db: Db, tenantId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(designCampaignLeads)
        .where(eq(designCampaignLeads.tenantId, tenantId));
      return Number(row?.n ?? 0);
    },
  },
  newsletter: {
    header: ["id", "created_date", "email", "confirmed_date"],
    async rows(db: Db, tenantId: string, { limit, offset }: Page) {
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.tenantId, tenantId))
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        created_date: isoNotNull(r.createdAt),
        confirmed_date: iso(r.confirmedAt),
      }));
    },
    async count(db: Db, tenantId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.tenantId, tenantId));
      return Number(row?.n ?? 0);
    },
  },
} satisfies Record<
  LeadType,
  {
    header: string[];
    rows: (db: Db, tenantId: string, page: Page) => Promise<Record<string, string | number | null>[]>;
    count: (db: Db, tenantId: string) => Promise<number>;
  }
>;

const FILE_KIND: Record<LeadType, string> = {
  contact: "contact-leads",
  "design-campaign": "ux-review-leads",
  newsletter: "newsletter-subscribers",
};

/** Messages arrive with <br> for line breaks (spec §5); a spreadsheet shows real ones. */
function cell(value: string | number | null | undefined) {
  return typeof value === "string" ? value.replace(/<br\s*\/?>/gi, "\n") : value;
}

export async function adminLeadRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/leads/:type",
    doc("Leads of one type (contact, design-campaign, newsletter), newest first", "leads"),
    async (request) => {
      const { type } = parseInput(adminLeadTypeParamSchema, request.params);
      const { page, size } = parseInput(adminPageQuerySchema, request.query);
      const lead = LEADS[type];
      const [content, total] = await Promise.all([
        lead.rows(db, request.tenantId, { limit: size, offset: page * size }),
        lead.count(db, request.tenantId),
      ]);
      return paged<(typeof content)[number]>(content, total, size);
    },
  );

  app.get(
    "/leads/:type/export",
    doc("All leads of one type as CSV", "leads", { audit: "leads.export" }),
    async (request, reply) => {
      const { type } = parseInput(adminLeadTypeParamSchema, request.params);
      const lead = LEADS[type];
      const rows = await lead.rows(db, request.tenantId, { limit: EXPORT_MAX_ROWS, offset: 0 });
      const csv = toCsv(
        lead.header,
        rows.map((r) => lead.header.map((h) => cell((r as Record<string, string | number | null>)[h]))),
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFileName(FILE_KIND[type])}"`)
        .send(csv);
    },
  );
}
