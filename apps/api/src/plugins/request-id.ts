import { randomUUID } from "node:crypto";
import type { FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Constructor options: one id per request in every log line, the caller's own (a proxy's or the web app's)
 * when it is a plain token, else a fresh UUID.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (req) => {
    const given = req.headers["x-request-id"];
    return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
  },
} satisfies Pick<FastifyServerOptions, "requestIdHeader" | "genReqId">;

/** Sends the request's id back as X-Request-Id on every answer, errors included. */
export const requestId = fp(
  async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      reply.header("x-request-id", request.id);
    });
  },
  { name: "request-id" },
);
