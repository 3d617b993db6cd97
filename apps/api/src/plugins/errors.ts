import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyReply, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import { API_ERRORS } from "@site/contract";
import { HttpError } from "../lib/http-error";

/**
 * Constructor option: addresses the router cannot read (a broken %-escape, a segment over maxParamLength)
 * never reach the error handler, so they are answered in the usual `{ message }` shape here, not Fastify's own.
 */
export const frameworkErrors: FastifyServerOptions["frameworkErrors"] = (error, request, routerReply) => {
  const reply = routerReply as unknown as FastifyReply;
  reply.header("x-request-id", request.id);
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return reply.code(404).send({ message: API_ERRORS.notFound });
  }
  return reply.code(400).send({ message: "The address is not valid" });
};

/**
 * Constructor option: what Node's HTTP parser refuses before Fastify sees a request (a method it does not
 * know, a malformed request line, headers over 16 KB) is answered in the `{ message }` shape as well.
 */
export const clientErrorHandler: FastifyServerOptions["clientErrorHandler"] = (error, socket) => {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "The request took too long"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "The request headers are too large"]
        : [400, "The request is not valid HTTP"];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

/** SQLSTATE classes and codes of a database that cannot answer: connection exceptions (08), the server
 * shutting down or starting (57P01–57P03), and too many connections (53300). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
/** What node-postgres and the socket say when the server is not there or went away. */
const UNAVAILABLE_NODE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed/i;

/**
 * Whether `error` (or what it wraps: Drizzle wraps the driver's error as `cause`) says the database
 * could not be reached, rather than that a query was wrong.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE.has(code)))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = cause;
  }
  return false;
}

/** How long a client should wait before trying again while the database is unreachable (seconds). */
const RETRY_AFTER_SECONDS = "5";

/**
 * Every failure as `{ message, errors? }` with its own status: a handler's HttpError as it is, Fastify's and
 * its plugins' client errors mapped to 400/413/415/429, an unknown path 404, a database that cannot be
 * reached 503 with Retry-After; only a fault of ours is a 500.
 */
export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ message: error.message, errors: error.errors });
      }
      const status = error.statusCode ?? 500;
      switch (error.code) {
        case "FST_ERR_CTP_INVALID_JSON_BODY":
        case "FST_ERR_CTP_EMPTY_JSON_BODY":
          return reply.code(400).send({ message: API_ERRORS.badJson });
        case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        case "FST_INVALID_MULTIPART_CONTENT_TYPE":
          return reply.code(415).send({ message: "This content type is not accepted" });
        case "FST_ERR_CTP_BODY_TOO_LARGE":
          return reply.code(413).send({ message: API_ERRORS.bodyTooLarge });
        case "FST_REQ_FILE_TOO_LARGE":
          return reply.code(413).send({ message: API_ERRORS.fileTooLarge });
        case "FST_PARTS_LIMIT":
        case "FST_FILES_LIMIT":
        case "FST_FIELDS_LIMIT":
          return reply.code(413).send({ message: "The form has too many parts" });
      }
      if (status === 429) return reply.code(429).send({ message: API_ERRORS.rateLimited });
      if (status === 413 || status === 415 || status === 404) {
        return reply.code(status).send({ message: error.message });
      }
      if (status >= 400 && status < 500) {
        // Anything else a client caused (malformed multipart, bad content length…) is a bad request.
        return reply.code(400).send({ message: error.message || API_ERRORS.validation });
      }
      if (databaseUnavailable(error)) {
        // Not the client's fault and not a bug: the database is restarting or failing over. A write
        // that failed here was not committed (a transaction either commits or leaves nothing).
        request.log.warn({ err: error }, "database unavailable");
        reply.header("retry-after", RETRY_AFTER_SECONDS);
        return reply.code(503).send({ message: API_ERRORS.databaseUnavailable });
      }
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ message: "Something went wrong on our side" });
    });

    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: API_ERRORS.notFound }));
  },
  { name: "errors" },
);
