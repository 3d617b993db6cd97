// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { API_ERRORS, MESSAGES } from "@site/contract";
import { clientAddress, parseAddressRange, trustList } from "./client-address";

vi.mock("server-only", () => ({}));
const { GATEWAY_MESSAGES, findRoute, serveGateway } = await import("./serve");
const { GATEWAY_ROUTES } = await import("./routes");
const { crossSite } = await import("./same-origin");

const SITE = "http://localhost:3000";

describe("the visitor's address", () => {
  const nginx = trustList(["127.0.0.1", "::1", "10.0.0.0/8"]);
  const nobody = trustList([]);

  it("is the connection's own when nobody is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.7", "6.6.6.6", nobody)).toBe("203.0.113.7");
    expect(clientAddress("127.0.0.1", "6.6.6.6", nobody)).toBe("127.0.0.1");
  });

  it("is the rightmost address a trusted proxy did not write", () => {
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.9", nginx)).toBe("198.51.100.9");
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.9, 10.1.2.3", nginx)).toBe("198.51.100.9");
    expect(clientAddress("127.0.0.1", null, nginx)).toBe("127.0.0.1");
  });

  it("stops at a malformed hop: nothing left of it is believed", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.9, not-an-address", nginx)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "198.51.100.9, 10.0.0.5, junk, 10.0.0.6", nginx)).toBe("10.0.0.6");
  });

  it("reads IPv4 peers of a dual-stack socket as IPv4", () => {
    expect(clientAddress("::ffff:127.0.0.1", "198.51.100.9", nginx)).toBe("198.51.100.9");
    expect(clientAddress("::ffff:203.0.113.7", "6.6.6.6", nginx)).toBe("203.0.113.7");
  });

  it("accepts addresses and CIDR ranges as trusted proxies, and nothing else", () => {
    expect(parseAddressRange("10.0.0.0/8")).toEqual({ address: "10.0.0.0", prefix: 8, family: "ipv4" });
    expect(parseAddressRange("2001:db8::/32")).toEqual({ address: "2001:db8::", prefix: 32, family: "ipv6" });
    for (const bad of ["", "localhost", "10.0.0.0/33", "::1/129", "1.2.3.4/x", "1.2.3.4/8/8"]) {
      expect(parseAddressRange(bad), bad).toBeUndefined();
    }
  });
});

describe("cross-site writes", () => {
  const req = (headers: Record<string, string>) =>
    new Request(`${SITE}/api/leads/contact`, { method: "POST", headers });

  it("trusts the browser's Sec-Fetch-Site first", () => {
    expect(crossSite(req({ "sec-fetch-site": "cross-site" }), SITE)).toBe(true);
    expect(crossSite(req({ "sec-fetch-site": "same-site" }), SITE)).toBe(true);
    expect(crossSite(req({ "sec-fetch-site": "same-origin", origin: SITE }), SITE)).toBe(false);
    expect(crossSite(req({ "sec-fetch-site": "none" }), SITE)).toBe(false);
  });

  it("else compares Origin with the site's address; no header at all is not a browser page", () => {
    expect(crossSite(req({ origin: "https://evil.example" }), SITE)).toBe(true);
    expect(crossSite(req({ origin: "null" }), SITE)).toBe(true);
    expect(crossSite(req({ origin: SITE }), SITE)).toBe(false);
    expect(crossSite(req({}), SITE)).toBe(false);
  });

  it("asks for proof where the team's session cookie rides along", () => {
    expect(crossSite(req({}), SITE, true)).toBe(true);
    expect(crossSite(req({ origin: SITE }), SITE, true)).toBe(false);
    expect(crossSite(req({ "sec-fetch-site": "same-origin" }), SITE, true)).toBe(false);
  });
});

describe("the table", () => {
  it("gives every row one place: no two rows answer the same method and path", () => {
    const seen = new Set<string>();
    for (const route of GATEWAY_ROUTES) {
      for (const method of typeof route.method === "string" ? [route.method] : route.method) {
        const key = `${method} ${route.path}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it("finds rows by method and path, tails checked segment by segment", () => {
    const at = (method: string, path: string) => {
      const found = findRoute(method, path);
      return "route" in found ? `${found.route.path} ${found.tail}`.trim() : found.status;
    };
    expect(at("POST", "/api/leads/contact")).toBe("/api/leads/contact");
    expect(at("POST", "/api/admin/media/blog")).toBe("/api/admin/media/* blog");
    expect(at("POST", "/api/admin/comments/5/approve")).toBe("/api/admin/* comments/5/approve");
    expect(at("GET", "/api/admin/session")).toBe("/api/admin/* session");
    // The team's public calls are their own rows, ahead of the session-only pass-through.
    expect(at("POST", "/api/admin/auth/sign-in")).toBe("/api/admin/auth/* sign-in");
    expect(at("POST", "/api/admin/auth/passkey/verify")).toBe("/api/admin/auth/* passkey/verify");
    expect(at("POST", "/api/admin/auth/sign-out")).toBe("/api/admin/auth/sign-out");
    expect(at("POST", "/api/admin/sign-in")).toBe("/api/admin/sign-in");
    expect(at("DELETE", "/api/admin/session")).toBe("/api/admin/session");
    expect(at("POST", "/api/admin/auth/a/b/c")).toBe("/api/admin/* auth/a/b/c");
    expect(at("HEAD", "/media/blog/a.png")).toBe("/media/* blog/a.png");
    expect(at("GET", "/media/..%2Fsecret")).toBe(404);
    expect(at("GET", "/media/blog/../x")).toBe(404);
    expect(at("GET", "/api/admin/a/b/c/d/e/f/g")).toBe(404);
    expect(at("GET", "/api/nothing-here")).toBe(404);
    // RFC 8058's one-click POST to the List-Unsubscribe address: server.mjs hands it to this row.
    expect(at("POST", "/api/newsletter/unsubscribe")).toBe("/api/newsletter/unsubscribe");
    expect(at("POST", "/newsletter/unsubscribe")).toBe(404);
    expect(at("POST", "/api/newsletter/confirm")).toBe("/api/newsletter/confirm");
    expect(findRoute("GET", "/api/blog/like")).toEqual({ status: 405, allow: ["POST"] });
  });
});

describe("the team's rows", () => {
  const row = (method: string, path: string) => {
    const found = findRoute(method, path);
    if (!("route" in found)) throw new Error(`${method} ${path}: ${found.status}`);
    return found.route;
  };

  it("sends every call of a signed-in person with the session, and only this site's pages may sign in", () => {
    for (const [method, path] of [
      ["GET", "/api/admin/me"],
      ["POST", "/api/admin/people/invitations"],
      ["DELETE", "/api/admin/people/4"],
      ["POST", "/api/admin/keys"],
      ["POST", "/api/admin/media/blog"],
    ]) {
      expect(row(method!, path!).access, path).toBe("team");
    }
    for (const path of ["/api/admin/auth/sign-in", "/api/admin/sign-in", "/api/admin/sign-out"]) {
      const route = row("POST", path);
      expect(route.access, path).toBe("public");
      expect(route.proveOrigin, path).toBe(true);
    }
    // The public calls are small: a sign-in is a few hundred bytes, a passkey's answer a few kilobytes.
    expect(row("POST", "/api/admin/auth/accept").maxBytes).toBeLessThanOrEqual(16 * 1024);
    const auth = row("POST", "/api/admin/auth/reset").to;
    expect("api" in auth && auth.opensSession).toBe(true);
  });
});

describe("refusals before the API is asked", () => {
  const post = (path: string, init: RequestInit & { duplex?: "half" } = {}) =>
    serveGateway(new Request(`${SITE}${path}`, { method: "POST", ...init }));
  const json = (body: unknown) => ({
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

  it("refuses a cross-site write with 403 and a clear message", async () => {
    const res = await post("/api/leads/newsletter", {
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: "{}",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: GATEWAY_MESSAGES.crossSite });
  });

  it("takes RFC 8058's one-click POST from any origin, but the confirmation form from this site only", async () => {
    const oneClick = await post("/api/newsletter/unsubscribe", {
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    });
    // No token: nothing to unsubscribe, and no refusal either (a provider would not retry).
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ status: "unknown" });
    const confirm = await post("/api/newsletter/confirm", {
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "token=1.x",
    });
    expect(confirm.status).toBe(403);
  });

  it("refuses a body over the row's limit with 413, by Content-Length or as it streams", async () => {
    const announced = await post("/api/leads/contact", {
      headers: { "content-type": "application/json", "content-length": String(20 * 1024 * 1024) },
      body: "{}",
    });
    expect(announced.status).toBe(413);
    expect(announced.headers.get("connection")).toBe("close");

    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const streamed = await post("/api/leads/contact", {
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: endless,
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ message: GATEWAY_MESSAGES.tooLarge });
    // Reading stopped at the limit (16 KB), give or take the stream's read-ahead.
    expect(sent).toBeLessThan(512 * 1024);
  });

  it("refuses other content types with 415, and broken JSON with 400", async () => {
    // (A form's encodings from one of the site's own pages are its form path, below.)
    for (const type of ["text/plain", "multipart/form-data; boundary=x"]) {
      const res = await post("/api/leads/contact", { headers: { "content-type": type }, body: "a=b" });
      expect(res.status, type).toBe(415);
      expect((await res.json()).message).toBe("Send this request as application/json");
    }
    const upload = await post("/api/applications", json({}));
    expect(upload.status).toBe(415);
    const broken = await post("/api/leads/contact", {
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: API_ERRORS.badJson });
  });

  it("takes a form posted without script from the site's own pages only, and sends it back to the page", async () => {
    const form = (headers: Record<string, string>, body: string) =>
      post("/api/leads/contact", {
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body,
      });
    // Another site's page, or nothing proving which page: refused before a byte is read.
    const proofs: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      {},
    ];
    for (const proof of proofs) {
      const res = await form(proof, "first_name=Ann");
      expect(res.status, JSON.stringify(proof)).toBe(403);
    }
    // From the contact page, with fields missing: back to the form, nothing of it in the address.
    const res = await form(
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" },
      "first_name=Ann&email=ann%40example.com&return_to=%2F%2Fevil.example",
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact#contact-form");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(
      /^cobaltline_form=[A-Za-z0-9_-]{22}; Path=\/contact; Max-Age=900; HttpOnly; SameSite=Lax/,
    );
    expect(cookie).not.toContain("Ann");
    // Over the row's limit: back to the form with the reason, the rest unread.
    const big = await form(
      { "sec-fetch-site": "same-origin", "content-length": String(1024 * 1024) },
      "first_name=Ann",
    );
    expect(big.status).toBe(303);
  });

  it("answers bad fields with the contract's own messages, field by field", async () => {
    const res = await post("/api/leads/contact", json({ first_name: "", email: "nope" }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(API_ERRORS.validation);
    expect(body.errors.email).toBe(MESSAGES.emailInvalid);
    expect(body.errors.first_name).toBeTruthy();
    // A name with a bidi override or a zero-width space: refused here, with the contract's message.
    const spoofed = await post(
      "/api/leads/contact",
      json({
        first_name: "Ann\u202Egpj.exe",
        last_name: "N\u200Bg",
        email: "ann@example.com",
        message: "Hi",
      }),
    );
    expect(spoofed.status).toBe(400);
    expect((await spoofed.json()).errors).toEqual({
      first_name: MESSAGES.nameHidden,
      last_name: MESSAGES.nameHidden,
    });
  });

  it("refuses sign-in calls from another site or with no proof of this one, before asking the API", async () => {
    for (const headers of [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      {},
    ] as Record<string, string>[]) {
      const json = await post("/api/admin/auth/sign-in", {
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ email: "a@example.com", password: "x" }),
      });
      expect(json.status, JSON.stringify(headers)).toBe(403);
      expect(await json.json()).toEqual({ message: GATEWAY_MESSAGES.crossSite });
      const form = await post("/api/admin/sign-in", {
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "email=a%40example.com&password=x",
      });
      expect(form.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it("takes the sign-in calls in their own content type only, and small", async () => {
    const own = { origin: SITE, "sec-fetch-site": "same-origin" };
    const asForm = await post("/api/admin/auth/sign-in", {
      headers: { "content-type": "application/x-www-form-urlencoded", ...own },
      body: "email=a%40example.com",
    });
    expect(asForm.status).toBe(415);
    expect((await asForm.json()).message).toBe("Send this request as application/json");
    const asJson = await post("/api/admin/sign-in", {
      headers: { "content-type": "application/json", ...own },
      body: "{}",
    });
    expect(asJson.status).toBe(415);
    expect((await asJson.json()).message).toBe("Send this request as application/x-www-form-urlencoded");
    for (const path of ["/api/admin/auth/sign-in", "/api/admin/sign-in"]) {
      const big = await post(path, {
        headers: {
          "content-type": path.includes("auth") ? "application/json" : "application/x-www-form-urlencoded",
          ...own,
        },
        body: "a".repeat(20 * 1024),
      });
      expect(big.status, path).toBe(413);
    }
  });

  it("checks the query too, and answers unknown methods and paths in the same shape", async () => {
    const like = await post("/api/blog/like?slug_name=");
    expect(like.status).toBe(400);
    expect(Object.keys((await like.json()).errors)).toEqual(["slug_name"]);
    const get = await serveGateway(new Request(`${SITE}/api/leads/contact`));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const unknown = await post("/api/unknown");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
