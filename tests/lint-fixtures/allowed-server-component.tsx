// Linted as apps/web/src/components/blog: a server component (no directive) may use the API client,
// the configuration and server-only modules.
import { getPublishedPosts } from "@/lib/api/blog";
import { env } from "@/env";
import { requireAdminToken } from "@/lib/admin/session";

export const fixture = { getPublishedPosts, env, requireAdminToken };
