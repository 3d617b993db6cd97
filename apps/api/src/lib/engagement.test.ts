import { describe, expect, it } from "vitest";
import {
  dayViewOf,
  newViewId,
  readViewToken,
  signViewToken,
  VIEW_TOKEN_TTL_MS,
  visitorOf,
} from "./engagement";

const secret = "a-long-random-secret-for-the-engagement-tests";
const now = new Date("2026-11-26T10:00:00.000Z");
const claims = {
  tenantId: "t1",
  postId: 7,
  viewId: newViewId(),
  expiresAt: new Date(now.getTime() + VIEW_TOKEN_TTL_MS),
};

describe("page view tokens", () => {
  it("reads back what it signed, for the same tenant and post, until it expires", () => {
    const token = signViewToken(secret, claims);
    expect(readViewToken(secret, token, { tenantId: "t1", postId: 7, now })).toEqual({
      viewId: claims.viewId,
      expiresAt: claims.expiresAt,
    });
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(
      readViewToken(secret, token, { tenantId: "t1", postId: 7, now: later(VIEW_TOKEN_TTL_MS - 1000) }),
    ).not.toBeNull();
    // The clock moved past its life: no longer a token.
    expect(
      readViewToken(secret, token, { tenantId: "t1", postId: 7, now: later(VIEW_TOKEN_TTL_MS) }),
    ).toBeNull();
  });

  it("refuses another post, another tenant, another key, a changed part and anything not a token", () => {
    const token = signViewToken(secret, claims);
    expect(readViewToken(secret, token, { tenantId: "t1", postId: 8, now })).toBeNull();
    expect(readViewToken(secret, token, { tenantId: "t2", postId: 7, now })).toBeNull();
    expect(
      readViewToken("another-secret-of-the-same-length-here!!", token, { tenantId: "t1", postId: 7, now }),
    ).toBeNull();
    const [post, view, exp, mac] = token.split(".") as [string, string, string, string];
    const longer = `${post}.${view}.${Number(exp) + 3600}.${mac}`;
    expect(readViewToken(secret, longer, { tenantId: "t1", postId: 7, now })).toBeNull();
    const otherView = `${post}.${newViewId()}.${exp}.${mac}`;
    expect(readViewToken(secret, otherView, { tenantId: "t1", postId: 7, now })).toBeNull();
    for (const junk of [undefined, "", "7", ["a"], `${token}.x`, token.replace(/\./g, "-")]) {
      expect(readViewToken(secret, junk, { tenantId: "t1", postId: 7, now })).toBeNull();
    }
  });
});

describe("visitors", () => {
  it("are a keyed hash of tenant and address, never the address", () => {
    const v = visitorOf(secret, "t1", "203.0.113.7");
    expect(v).toBe(visitorOf(secret, "t1", "203.0.113.7"));
    expect(v).not.toContain("203");
    expect(v).not.toBe(visitorOf(secret, "t2", "203.0.113.7"));
    expect(v).not.toBe(visitorOf(secret, "t1", "203.0.113.8"));
    expect(v).not.toBe(visitorOf("another-secret", "t1", "203.0.113.7"));
  });

  it("get one day view per UTC day, ending at the next midnight", () => {
    const v = visitorOf(secret, "t1", "203.0.113.7");
    const morning = dayViewOf(v, new Date("2026-11-26T00:00:00.000Z"));
    const night = dayViewOf(v, new Date("2026-11-26T23:59:59.999Z"));
    expect(morning).toEqual(night);
    expect(morning.expiresAt.toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(dayViewOf(v, new Date("2026-11-27T00:00:00.000Z")).id).not.toBe(morning.id);
    // A day view's id can never be a random view id.
    expect(morning.id.length).not.toBe(newViewId().length);
  });
});
