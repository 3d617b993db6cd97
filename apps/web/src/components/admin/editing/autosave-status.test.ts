import { describe, expect, it } from "vitest";
import { savedAgo } from "./autosave-status.client";

describe("savedAgo", () => {
  const at = Date.parse("2026-11-29T10:00:00Z");
  it("counts seconds for the first minute, then minutes", () => {
    expect(savedAgo(at, at)).toBe("Saved 0 s ago");
    expect(savedAgo(at, at + 3_000)).toBe("Saved 3 s ago");
    expect(savedAgo(at, at + 59_400)).toBe("Saved 59 s ago");
    expect(savedAgo(at, at + 60_000)).toBe("Saved 1 min ago");
    expect(savedAgo(at, at + 59 * 60_000)).toBe("Saved 59 min ago");
  });
  it("gives the time after an hour, and never a moment in the future", () => {
    expect(savedAgo(at, at + 2 * 3_600_000)).toMatch(/^Saved at \d{1,2}:\d{2} (AM|PM)$/);
    expect(savedAgo(at, at - 5_000)).toBe("Saved 0 s ago");
  });
});
