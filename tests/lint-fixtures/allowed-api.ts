// Linted as apps/api/src/routes: the API imports the contract, its database and its own modules.
import { eq } from "drizzle-orm";
import { buildBlogFilter } from "@site/contract";
import { createDb } from "../db/client";

export const fixture = { eq, buildBlogFilter, createDb };
