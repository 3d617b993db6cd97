"use client";

// Linted as apps/web/src/components/blog: the site's server configuration.
import { env } from "@/env";

export const fixture = env;
