"use client";

// Linted as apps/web/src/components/blog: a module that marks itself import "server-only".
import { requireAdminToken } from "@/lib/admin/session";

export const fixture = requireAdminToken;
