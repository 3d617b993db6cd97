import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { and, desc, eq } from "drizzle-orm";
import {
  careerSchema,
  careerSummarySchema,
  fromMinorUnits,
  idParamSchema,
  type Career,
  type CareerSummary,
  type PayCurrency,
  type PayPeriod,
} from "@site/contract";
import { careers } from "../../db/schema";
import { docs } from "../../lib/docs";
import { notFound, parseInput } from "../../lib/http-error";

const summaryColumns = {
  id: careers.id,
  title: careers.title,
  status: careers.status,
  updatedAt: careers.updatedAt,
  postedAt: careers.postedAt,
  positionArrangement: careers.positionArrangement,
  payMin: careers.payMin,
  payMax: careers.payMax,
  payCurrency: careers.payCurrency,
  payPeriod: careers.payPeriod,
};

function toSummary(row: {
  id: number;
  title: string;
  status: "OPEN" | "CLOSED";
  updatedAt: Date;
  postedAt: Date;
  positionArrangement: string;
  payMin: number | null;
  payMax: number | null;
  payCurrency: string | null;
  payPeriod: string | null;
}): CareerSummary {
  // The table's check keeps the four together: one set means all are.
  const { payMin, payMax, payCurrency, payPeriod } = row;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    updated_date: row.updatedAt.toISOString(),
    posted_date: row.postedAt.toISOString(),
    position_arrangement: row.positionArrangement,
    pay_range:
      payMin === null || payMax === null || payCurrency === null || payPeriod === null
        ? null
        : {
            min: fromMinorUnits(payMin),
            max: fromMinorUnits(payMax),
            currency: payCurrency as PayCurrency,
            period: payPeriod as PayPeriod,
          },
  };
}

export async function careerRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/job-applications/published/tenants",
    {
      schema: docs({
        summary: "Published openings, most recently updated first (OPEN and CLOSED)",
        tags: ["careers"],
        response: z.array(careerSummarySchema),
        errors: [400, 404],
      }),
    },
    async (request): Promise<CareerSummary[]> => {
      const rows = await db
        .select(summaryColumns)
        .from(careers)
        .where(and(eq(careers.tenantId, request.tenantId), eq(careers.published, true)))
        .orderBy(desc(careers.updatedAt), desc(careers.id));
      return rows.map(toSummary);
    },
  );

  app.get(
    "/job-applications/:id/tenants",
    {
      schema: docs({
        summary: "One published opening with its description",
        tags: ["careers"],
        params: idParamSchema,
        response: careerSchema,
        errors: [400, 404],
      }),
    },
    async (request): Promise<Career> => {
      const { id } = parseInput(idParamSchema, request.params);
      const [row] = await db
        .select({
          ...summaryColumns,
          jobDescription: careers.jobDescription,
          seoTitle: careers.seoTitle,
          seoDescription: careers.seoDescription,
          seoImage: careers.seoImage,
        })
        .from(careers)
        .where(and(eq(careers.tenantId, request.tenantId), eq(careers.id, id), eq(careers.published, true)))
        .limit(1);
      if (!row) throw notFound("No opening has this id");
      return {
        ...toSummary(row),
        job_description: row.jobDescription,
        seo: { title: row.seoTitle, description: row.seoDescription, image: row.seoImage },
      };
    },
  );
}
