import { describe, expect, it } from "vitest";
import { clientKey, renderLimiter, rendersPage } from "./render-limit.mjs";

describe("renderLimiter", () => {
  it("lets a client have its burst at once, then its rate, and tells it when to come back", () => {
    let t = 0;
    const limit = renderLimiter({ perSecond: 10, burst: 40, now: () => t });
    const first = Array.from({ length: 45 }, () => limit.take("198.51.100.7"));
    expect(first.filter((r) => r === true)).toHaveLength(40);
    expect(first.slice(40)).toEqual([1, 1, 1, 1, 1]);
    // Another visitor is not held back by the first.
    expect(limit.take("198.51.100.8")).toBe(true);
    t += 500; // half a second: 5 more
    const later = Array.from({ length: 6 }, () => limit.take("198.51.100.7"));
    expect(later.filter((r) => r === true)).toHaveLength(5);
  });

  it("counts an IPv6 client by its /64, and forgets clients whose bucket has refilled", () => {
    let t = 0;
    const limit = renderLimiter({ perSecond: 1, burst: 2, now: () => t });
    expect(limit.take("2001:db8:1:2::1")).toBe(true);
    expect(limit.take("2001:db8:1:2:ffff::9")).toBe(true);
    expect(limit.take("2001:0db8:0001:0002:0:0:0:3")).toBe(1);
    expect(limit.take("2001:db8:1:3::1")).toBe(true);
    t += 5000;
    limit.take("192.0.2.1");
    expect(limit.size()).toBe(1);
  });

  it("is off at 0", () => {
    const limit = renderLimiter({ perSecond: 0 });
    for (let i = 0; i < 1000; i++) expect(limit.take("198.51.100.7")).toBe(true);
  });
});

describe("rendersPage / clientKey", () => {
  it("counts page requests only", () => {
    expect(rendersPage("GET", "/")).toBe(true);
    expect(rendersPage("GET", "/blog")).toBe(true);
    expect(rendersPage("HEAD", "/about/career/3")).toBe(true);
    for (const p of [
      "/_next/static/chunks/a.js",
      "/api/blog/like",
      "/blog/api/blogs",
      "/media/x.png",
      "/admin",
      "/admin/posts",
    ])
      expect(rendersPage("GET", p), p).toBe(false);
    expect(rendersPage("POST", "/newsletter/unsubscribe")).toBe(false);
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});
