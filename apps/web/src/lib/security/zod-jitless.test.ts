import { describe, expect, it } from "vitest";

describe("zod without eval (src/instrumentation-client.ts)", () => {
  it("zod reads the jitless switch the browser instrumentation sets", async () => {
    await import("../../instrumentation-client");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    // Object schemas still parse without their compiled fast path.
    expect(z.object({ name: z.string() }).parse({ name: "Ada" })).toEqual({ name: "Ada" });
  });
});
