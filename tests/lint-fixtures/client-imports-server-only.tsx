"use client";

// Linted as apps/web/src/components/blog: the server-only marker itself.
import "server-only";

export const fixture = 1;
