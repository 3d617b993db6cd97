import { RATING_MAX } from "@site/contract";

/** The average as the stars first show it (spec §4): rounded down to the nearest half, 0 to 5. */
export function roundDownToHalf(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(RATING_MAX, Math.floor(value * 2) / 2);
}

/** How much of star `index` (1-based) is filled for a shown value: 1, 0.5 or 0. */
export function starFill(index: number, value: number): 0 | 0.5 | 1 {
  if (value >= index) return 1;
  if (value >= index - 0.5) return 0.5;
  return 0;
}
