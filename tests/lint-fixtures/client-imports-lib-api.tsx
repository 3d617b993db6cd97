"use client";

// Linted as apps/web/src/components/blog: a client component importing the API client.
import { getPublishedPosts } from "@/lib/api/blog";

export const fixture = getPublishedPosts;
