import { describe, expect, it } from "vitest";
import { schedulerUrlFor } from "./booking-provider";

describe("schedulerUrlFor", () => {
  const urls = { default: "https://cal.example/strategy", system: "https://cal.example/system" };

  it("uses the system scheduler on the system page and the default one elsewhere", () => {
    expect(schedulerUrlFor("/system", urls)).toBe(urls.system);
    expect(schedulerUrlFor("/system/demo", urls)).toBe(urls.system);
    expect(schedulerUrlFor("/", urls)).toBe(urls.default);
    expect(schedulerUrlFor("/systems", urls)).toBe(urls.default);
    expect(schedulerUrlFor("/services/mvp-development", urls)).toBe(urls.default);
  });
});
