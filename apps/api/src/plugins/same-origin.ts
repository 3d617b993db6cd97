import fp from "fastify-plugin";
import { API_ERRORS } from "@site/contract";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FOREIGN_SITES = new Set(["cross-site", "same-site"]);

/**
 * A second line behind the site's own same-origin check. The site calls the API from its server, whose fetch
 * sends neither Origin nor Sec-Fetch-Site (only `Sec-Fetch-Mode: cors`); a write that carries Origin, or
 * Sec-Fetch-Site saying another site, is a browser talking to the API directly: 403, before anything else.
 */
export const sameOrigin = fp(
  async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const site = request.headers["sec-fetch-site"];
      const fromBrowser =
        request.headers.origin !== undefined ||
        (typeof site === "string" && FOREIGN_SITES.has(site.trim().toLowerCase()));
      if (fromBrowser) return reply.code(403).send({ message: API_ERRORS.crossSite });
    });
  },
  { name: "same-origin" },
);
