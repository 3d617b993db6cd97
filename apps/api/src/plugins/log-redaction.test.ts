/**
 * The request log never holds what a privacy request is about: an e-mail address given to the team's
 * privacy look-up or export is not written, whether the call succeeds, fails validation or is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestContext, type AdminTestContext } from "../routes/admin/admin-test-context";
import { closeDb } from "../test/context";
import { loggableUrl, REDACTED } from "./log-redaction";

const lines: string[] = [];
let ctx: AdminTestContext;

beforeAll(async () => {
  ctx = await createAdminTestContext(
    { LOG_LEVEL: "info" },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

describe("loggableUrl", () => {
  it("keeps paging and filters under /admin and redacts every other value", () => {
    expect(loggableUrl("/admin/audit?page=2&size=50&action=post.publish&actor=3")).toBe(
      "/admin/audit?page=2&size=50&action=post.publish&actor=3",
    );
    expect(loggableUrl("/admin/privacy?email=jane%40example.com&tenant_id=t1")).toBe(
      `/admin/privacy?email=${REDACTED}&tenant_id=t1`,
    );
    expect(loggableUrl("/admin/privacy/export?e%6Dail=jane@example.com")).toBe(
      `/admin/privacy/export?e%6Dail=${REDACTED}`,
    );
    expect(loggableUrl("/admin/x?%E0%A4%A=secret")).toBe(`/admin/x?%E0%A4%A=${REDACTED}`);
    expect(loggableUrl("/admin/leads")).toBe("/admin/leads");
  });

  it("redacts a preview link's token, and only it, from the public preview read", () => {
    expect(loggableUrl("/blog-posts/preview?token=12.abcdef&tenant_id=t1")).toBe(
      `/blog-posts/preview?token=${REDACTED}&tenant_id=t1`,
    );
    expect(loggableUrl("/blog-posts/preview?%74oken=12.abcdef")).toBe(
      `/blog-posts/preview?%74oken=${REDACTED}`,
    );
    // A token on any other public address too (a newsletter link's, if one ever reaches the API).
    expect(loggableUrl("/leads/newsletter/unsubscribe?tenant_id=t1&token=9.secret")).toBe(
      `/leads/newsletter/unsubscribe?tenant_id=t1&token=${REDACTED}`,
    );
  });

  it("leaves public URLs as they came", () => {
    const url = "/blog-posts?tenant_id=t1&title=ilike=mvp&page=0";
    expect(loggableUrl(url)).toBe(url);
    expect(loggableUrl("/administrator?email=x")).toBe("/administrator?email=x");
  });
});

describe("the request log", () => {
  it("holds no address from a privacy look-up or export, answered, invalid or refused", async () => {
    const address = "log.subject@example.com";
    const from = lines.length;
    const asked = [
      await ctx.admin("GET", `/privacy?email=${encodeURIComponent(address)}`),
      await ctx.admin("GET", `/privacy/export?email=${address}`),
      await ctx.admin("GET", `/privacy?email=${address}@`),
      await ctx.admin("GET", `/privacy?email=${address}`, { token: "wrong-key" }),
    ].map((r) => r.statusCode);
    expect(asked).toEqual([200, 200, 400, 401]);
    const logged = lines.slice(from).join("\n");
    expect(logged).toContain("/admin/privacy");
    expect(logged).toContain(`email=${REDACTED}`);
    expect(logged).not.toContain("log.subject");
    expect(logged).not.toContain("log%2Esubject");
  });
});
