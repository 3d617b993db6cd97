/**
 * What the request log may say about a URL. A team's query string can carry personal data (the privacy
 * look-up and export take an e-mail address) and future ones may carry secrets, so under /admin only the
 * values of known, harmless parameters (paging, filters by status or id) are written; any other value is
 * replaced by "[redacted]", keeping its name for debugging. Public URLs are written as they came: their
 * parameters are tenant ids, slugs, pages and search words typed into a public box; but for a token,
 * on any address (SECRET_PARAMS).
 * nginx drops the query of /admin and /api/admin URLs from its access log for the same reason
 * (deploy/nginx/http.conf, `log_format cobaltline`).
 */
import type { FastifyRequest } from "fastify";

const LOGGED_ADMIN_PARAMS = new Set([
  "page",
  "size",
  "status",
  "career_id",
  "actor",
  "action",
  "from",
  "to",
  "tenant_id",
]);

export const REDACTED = "[redacted]";

/**
 * Parameters that are secrets wherever they stand: a preview link's token (issue 21) lets anyone read
 * a draft while it lives, a newsletter link's acts for its subscriber (issue 30). The log shows every
 * other parameter of a public address.
 */
const SECRET_PARAMS: ReadonlySet<string> = new Set(["token"]);

/** `url` as the log may show it. */
export function loggableUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const admin = /^\/admin(\/|$)/.test(path);
  const logged = (name: string) => (admin ? LOGGED_ADMIN_PARAMS.has(name) : !SECRET_PARAMS.has(name));
  const kept = url
    .slice(mark + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // A malformed name is redacted with its value.
      }
      return eq < 0 || logged(decoded) ? pair : `${name}=${REDACTED}`;
    });
  return `${path}?${kept.join("&")}`;
}

/** Fastify's own `req` log serializer with the URL made loggable. */
export const logSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: loggableUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket ? req.socket.remotePort : undefined,
    };
  },
};
