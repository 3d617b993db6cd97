"use client";

// Linted as apps/web/src/components/blog: a server-only module passed on by a re-export.
export { PHONE_CODES } from "@/content/phone-codes";
