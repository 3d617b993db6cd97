/**
 * What the request log may say about a URL. A team's query string can carry personal data (the privacy
 * look-up and export take an e-mail address) and future ones may carry secrets, so under /admin only the
 * values of known, harmless parameters (paging, filters by status or id) are written; any other value is
 * replaced by "[redacted]", keeping its name for debugging. Public URLs are written as they came: their
 * parameters are tenant ids, slugs, pages and search words typed into a public box; but for a preview
 * link's token (PUBLIC_SECRET_PARAMS).
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
 * Public reads whose query holds a secret: a preview link's token (issue 21) lets anyone read a draft
 * while it lives, so the log shows every parameter but that one.
 */
const PUBLIC_SECRET_PARAMS: Record<string, ReadonlySet<string>> = {
  "/blog-posts/preview": new Set(["token"]),
};

/** `url` as the log may show it. */
export function loggableUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const secret = PUBLIC_SECRET_PARAMS[path];
  const admin = /^\/admin(\/|$)/.test(path);
  if (!admin && !secret) return url;
  const logged = (name: string) => (admin ? LOGGED_ADMIN_PARAMS.has(name) : !secret!.has(name));
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
