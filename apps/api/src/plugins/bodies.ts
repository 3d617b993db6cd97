import multipart from "@fastify/multipart";
import fp from "fastify-plugin";
import { RESUME_MAX_BYTES } from "@site/contract";

/** Constructor option: the largest body Fastify reads for any route (uploads have their own limits below). */
export const BODY_LIMIT = 256 * 1024;

/** How request bodies are read: JSON, and multipart for the application's upload. */
export const bodies = fp(
  async (app) => {
    // JSON as usual, except that an empty body is no body: the site's like and view calls send none.
    const defaultJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      if (typeof body === "string" && body.trim() === "") return done(null, undefined);
      defaultJson(request, body as string, done);
    });

    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: RESUME_MAX_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: 12,
        headerPairs: 50,
      },
    });
  },
  { name: "bodies" },
);
