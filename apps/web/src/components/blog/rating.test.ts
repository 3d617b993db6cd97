import { describe, expect, it } from "vitest";
import { roundDownToHalf, starFill } from "./rating";

describe("roundDownToHalf", () => {
  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 0.5],
    [3.2, 3],
    [3.49, 3],
    [3.5, 3.5],
    [3.99, 3.5],
    [4, 4],
    [5, 5],
    [7, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])("%s shows as %s", (value, shown) => {
    expect(roundDownToHalf(value)).toBe(shown);
  });
});

describe("starFill", () => {
  it("fills whole, half and empty stars for 3.5", () => {
    expect([1, 2, 3, 4, 5].map((i) => starFill(i, 3.5))).toEqual([1, 1, 1, 0.5, 0]);
  });
});
