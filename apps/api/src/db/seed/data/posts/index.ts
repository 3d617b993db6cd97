import type { SeedPost } from "../types";
import { posts2024FirstHalf } from "./2024-first-half";
import { posts2024SecondHalf } from "./2024-second-half";
import { posts2025FirstHalf } from "./2025-first-half";
import { posts2025SecondHalf } from "./2025-second-half";
import { posts2026FirstHalf } from "./2026-first-half";
import { posts2026SecondHalf } from "./2026-second-half";

/** Oldest first; the API orders by published_date anyway. */
export const posts: SeedPost[] = [
  ...posts2024FirstHalf,
  ...posts2024SecondHalf,
  ...posts2025FirstHalf,
  ...posts2025SecondHalf,
  ...posts2026FirstHalf,
  ...posts2026SecondHalf,
];
