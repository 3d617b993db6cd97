import { describe, expect, it } from "vitest";
import { parseConsent, serializeConsent } from "./consent";

describe("the consent cookie's value", () => {
  it("round-trips every choice", () => {
    for (const analytics of [true, false])
      for (const advertising of [true, false])
        for (const recording of [true, false]) {
          const choice = { analytics, advertising, recording };
          expect(parseConsent(serializeConsent(choice))).toEqual(choice);
        }
    expect(serializeConsent({ analytics: true, advertising: false, recording: false })).toBe(
      "analytics:1|advertising:0|recording:0",
    );
  });

  it("reads nothing from a missing, partial or altered value (the visitor is asked again)", () => {
    for (const value of [
      undefined,
      "",
      "analytics:1",
      "analytics:1|advertising:0",
      "analytics:yes|advertising:0|recording:0",
      "garbage",
    ]) {
      expect(parseConsent(value), String(value)).toBeNull();
    }
  });
});
