"use client";

// Linted as apps/web/src/components/blog: the API client reached by a relative path.
import { getPublishedPosts } from "../../lib/api/blog";

export const fixture = getPublishedPosts;
