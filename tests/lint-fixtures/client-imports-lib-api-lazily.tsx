"use client";

// Linted as apps/web/src/components/blog: the API client loaded on first need.
export const fixture = () => import("@/lib/api/blog");
