"use client";

// Linted as apps/web/src/components/blog: the sanitizer runs on the server, where the page renders.
import { sanitizeRichText } from "@site/rich-text";

export const fixture = sanitizeRichText;
