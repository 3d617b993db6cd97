import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./client-address";

const key = (ip: string, remoteAddress = "127.0.0.1") => rateLimitKey({ ip, socket: { remoteAddress } });

describe("rateLimitKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(key("203.0.113.7")).toBe("203.0.113.7");
  });

  it("folds an IPv4-mapped IPv6 address to IPv4, dotted or in hex", () => {
    expect(key("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(key("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("cuts an IPv6 address to its /64, however it is written", () => {
    expect(key("2001:db8:1:2:a:b:c:d")).toBe("2001:db8:1:2::/64");
    expect(key("2001:db8:1:2::99")).toBe("2001:db8:1:2::/64");
    expect(key("2001:0db8:0001:0002:0000:0000:0000:0001")).toBe("2001:db8:1:2::/64");
    expect(key("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(key("2001:db8:1:3::1")).not.toBe(key("2001:db8:1:2::1"));
    expect(key("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(key("::1")).toBe("0:0:0:0::/64");
    expect(key("64:ff9b::198.51.100.1")).toBe("64:ff9b:0:0::/64");
  });

  it("counts the socket's address when a trusted proxy forwarded something that is not an address", () => {
    expect(key("not-an-address", "127.0.0.1")).toBe("127.0.0.1");
    expect(key("", "::ffff:10.0.0.1")).toBe("10.0.0.1");
  });
});
