"use client";

// Linted as apps/web/src/components/blog: request headers and cookies exist on the server only.
import { cookies } from "next/headers";

export const fixture = cookies;
