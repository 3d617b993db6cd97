import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { RESUME_MAX_BYTES } from "@site/contract";
import { HttpError } from "../lib/http-error";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The media types this route reads; JSON by default. A request without a body needs none. */
    contentTypes?: readonly string[];
  }
}

/** Constructor option: the largest body Fastify reads for any route (uploads have their own limits below). */
export const BODY_LIMIT = 256 * 1024;

const JSON_ONLY = ["application/json"] as const;

/** The 415 message: which type the route wants instead. */
export const unsupportedType = (accepted: readonly string[]) =>
  `This content type is not accepted here; send ${accepted.join(" or ")}`;

/** A body is on its way when a length above zero or a chunked transfer is announced. */
function hasBody(request: FastifyRequest): boolean {
  const { "content-length": length, "transfer-encoding": chunked } = request.headers;
  return chunked !== undefined || (length !== undefined && length !== "0");
}

/**
 * How request bodies are read: each route accepts only its own media types (`config.contentTypes`, JSON by
 * default), checked before any of the body is read; everything else is 415. There is no text/plain parser,
 * so a form another site posts (text/plain, urlencoded, multipart) never reaches a JSON route's handler.
 */
export const bodies = fp(
  async (app) => {
    // Checked after the onRequest hooks (the team's session or key comes first), before the body is parsed.
    app.addHook("preParsing", async (request) => {
      if (request.is404 || !["POST", "PUT", "PATCH", "DELETE"].includes(request.method)) return;
      const header = request.headers["content-type"];
      if (header === undefined && !hasBody(request)) return;
      const accepted = request.routeOptions.config.contentTypes ?? JSON_ONLY;
      const type = (header ?? "").split(";")[0]!.trim().toLowerCase();
      if (!accepted.includes(type)) throw new HttpError(415, unsupportedType(accepted));
    });

    app.removeContentTypeParser("text/plain");
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
