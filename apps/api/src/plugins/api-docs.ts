import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";

/**
 * The OpenAPI document of every route, served at /docs. Route schemas only document (lib/docs.ts): input is
 * validated by the contract's zod schemas inside the handlers, so Fastify's own validation and serialization
 * are switched off here.
 */
export const apiDocs = fp(
  async (app) => {
    app.setValidatorCompiler(() => (data) => ({ value: data }));
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));

    await app.register(swagger, {
      openapi: {
        info: {
          title: "Cobaltline website API",
          description:
            "Content, engagement, leads, careers and location data for the public website. Every call but /health, /ready and /docs takes `tenant_id`. Errors are `{ message, errors? }`.",
          version: "1.0.0",
        },
        tags: [
          { name: "blog", description: "Posts, categories, authors, comments and engagement" },
          { name: "leads", description: "Contact, UX review and newsletter" },
          { name: "careers", description: "Openings and applications" },
          { name: "location", description: "Countries, states and cities" },
          { name: "media", description: "Images" },
          {
            name: "web-vitals",
            description: "Real-user speed measurements from visitors who allowed analytics",
          },
          { name: "operations", description: "Health and readiness" },
          {
            name: "admin",
            description:
              "The team's area: a person's session or a machine's API key, each route checked against the roles",
          },
        ],
        components: {
          securitySchemes: {
            teamSession: {
              type: "apiKey",
              in: "header",
              name: "Authorization",
              description: "`Session <token>`: a team member's session (the site forwards its cookie)",
            },
            apiKey: { type: "http", scheme: "bearer", description: "A machine's API key (team area → Keys)" },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });
  },
  { name: "api-docs" },
);
