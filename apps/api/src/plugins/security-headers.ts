import helmet from "@fastify/helmet";
import fp from "fastify-plugin";

/** Security headers on every answer. */
export const securityHeaders = fp(
  async (app) => {
    await app.register(helmet, {
      // JSON and media only: nothing may run, frame or load from these responses (the docs set their own).
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: "cross-origin" },
    });
  },
  { name: "security-headers" },
);
