import { authors } from "./authors";
import { careers } from "./careers";
import { categories } from "./categories";
import { posts } from "./posts";
import type { SeedData } from "./types";

export type { SeedAuthor, SeedCareer, SeedCategory, SeedComment, SeedData, SeedPost } from "./types";
export { avatarSvg, heroSvg } from "./svg";

/** The content a fresh tenant starts with: loaded on the first start of an empty database and by tests. */
export const defaultSeedData: SeedData = { categories, authors, posts, careers };
