// Linted as packages/contract/src: a shared package imports its own modules and libraries.
import { z } from "zod";
import { buildBlogFilter } from "./filter";

export const fixture = { z, buildBlogFilter };
