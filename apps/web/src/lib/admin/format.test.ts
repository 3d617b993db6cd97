import { describe, expect, it } from "vitest";
import { dateTime, deviceOf } from "./format";

describe("the team's times and devices", () => {
  it("writes times in UTC and says so", () => {
    expect(dateTime("2026-11-26T06:30:00Z")).toBe("Nov 26, 2026, 06:30 UTC");
    expect(dateTime("2026-01-05T23:59:00+02:00")).toBe("Jan 5, 2026, 21:59 UTC");
  });

  it("names the browser and the system of a session", () => {
    const chrome =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
    expect(deviceOf(chrome)).toBe("Chrome on Linux");
    const edge = `${chrome.replace("X11; Linux x86_64", "Windows NT 10.0; Win64; x64")} Edg/140.0.0.0`;
    expect(deviceOf(edge)).toBe("Edge on Windows");
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
    expect(deviceOf(iphone)).toBe("Safari on iOS");
    expect(deviceOf("curl/8.5.0")).toBe("curl/8.5.0");
    expect(deviceOf(null)).toBe("Unknown device");
  });
});
