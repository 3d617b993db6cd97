// A limit per visitor on the pages this site instance renders (issue 30). nginx serves cached pages
// without asking the site, so what reaches here is what costs a render: a page nobody asked for in
// the last seconds, a query string the page reads (/blog?search=…), a 404. One client opening 64
// connections made the cluster render 48 pages a second and every reader wait a second; past the
// limit such a client gets 429 with Retry-After, and the others go on.
//
// A token bucket per client address (IPv6 per /64, as the API counts): `perSecond` renders a second,
// up to `burst` at once. In this process's memory: with two instances a client gets twice the rate,
// which is still a bound. Buckets that have refilled are forgotten, so the map holds only the
// clients of the last few seconds.
import { isIP } from "node:net";

/** The part of an address that one client controls: an IPv4 address, or an IPv6 address's /64. */
export function clientKey(address) {
  if (isIP(address) !== 6) return address;
  const [head] = address.split("%");
  const full = head.includes("::")
    ? (() => {
        const [left, right] = head.split("::");
        const l = left ? left.split(":") : [];
        const r = right ? right.split(":") : [];
        return [...l, ...Array(8 - l.length - r.length).fill("0"), ...r];
      })()
    : head.split(":");
  return `${full
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Whether this request makes Next render a page (not a build file, a route handler, the team's area). */
export function rendersPage(method, pathname) {
  if (method !== "GET" && method !== "HEAD") return false;
  return !/^\/(?:_next\/|api\/|blog\/api\/|media\/|admin(?:\/|$))/.test(pathname);
}

/**
 * `take(address)`: true while the client may have another render now; else the seconds until it may.
 * `perSecond` 0 turns the limit off.
 */
export function renderLimiter({ perSecond, burst = perSecond * 4, now = () => performance.now() }) {
  const buckets = new Map();
  let lastSweep = now();
  return {
    take(address) {
      if (!perSecond) return true;
      const t = now();
      // Forget the clients whose bucket is full again, at most once a second.
      if (t - lastSweep > 1000) {
        lastSweep = t;
        for (const [key, b] of buckets) {
          if (b.tokens + ((t - b.at) / 1000) * perSecond >= burst) buckets.delete(key);
        }
      }
      const key = clientKey(address);
      const b = buckets.get(key) ?? { tokens: burst, at: t };
      b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * perSecond);
      b.at = t;
      buckets.set(key, b);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return true;
      }
      return Math.max(1, Math.ceil((1 - b.tokens) / perSecond));
    },
    /** Clients with a bucket now (for tests and metrics). */
    size: () => buckets.size,
  };
}
