import { z } from "zod";
import { errorBodySchema, tenantQuerySchema } from "@site/contract";
import type { FastifySchema } from "fastify";

type JsonSchema = Record<string, unknown>;

/** A zod schema as an OpenAPI 3.0 schema object, for documentation only (validation stays in zod). */
export function jsonSchema(schema: z.ZodType, io: "input" | "output" = "output"): JsonSchema {
  const out = z.toJSONSchema(schema, { target: "openapi-3.0", io, unrepresentable: "any" }) as JsonSchema;
  delete out.$schema;
  return out;
}

type RouteDocs = {
  summary: string;
  /** Longer text under the summary, when the call's behaviour needs more than a line. */
  description?: string;
  tags: string[];
  /** Query parameters besides tenant_id (added to every call but /health, /ready and /docs). */
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: z.ZodType;
  /** multipart/form-data bodies are described, not validated by Fastify. */
  consumes?: string[];
  response: z.ZodType;
  errors?: number[];
  tenant?: boolean;
};

/** Route schema for @fastify/swagger; Fastify's own validation and serialization are off (plugins/api-docs.ts). */
export function docs(d: RouteDocs): FastifySchema {
  const query = d.tenant === false ? d.query : tenantQuerySchema.extend(d.query?.shape ?? {});
  const response: Record<string, JsonSchema> = { 200: jsonSchema(d.response) };
  for (const status of d.errors ?? []) response[status] = jsonSchema(errorBodySchema);
  return {
    summary: d.summary,
    ...(d.description ? { description: d.description } : {}),
    tags: d.tags,
    ...(query ? { querystring: jsonSchema(query, "input") } : {}),
    ...(d.params ? { params: jsonSchema(d.params, "input") } : {}),
    ...(d.body ? { body: jsonSchema(d.body, "input") } : {}),
    ...(d.consumes ? { consumes: d.consumes } : {}),
    response,
  } as FastifySchema;
}
