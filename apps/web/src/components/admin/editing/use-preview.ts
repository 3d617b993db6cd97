"use client";

import { useEffect, useState } from "react";
import type { AdminPreviewResult, BodyFormat } from "@site/contract";
import { adminRequest } from "@/lib/admin/admin-request";

export type PreviewState = { html: string; readTime: number; status: "idle" | "loading" | "ready" | "error" };

/**
 * The body as the API will store it (Markdown rendered, HTML sanitized), refreshed 400 ms after typing
 * stops. The preview is the API's own rendering, so what the team sees is what visitors will get. A
 * post's body renders through /blog-posts/preview, a job description through /careers/preview (which
 * the Recruiter may use).
 */
export function usePreview(
  body: string,
  format: BodyFormat,
  path: "/blog-posts/preview" | "/careers/preview" = "/blog-posts/preview",
): PreviewState {
  const [state, setState] = useState<PreviewState>({ html: "", readTime: 0, status: "idle" });
  useEffect(() => {
    if (!body.trim()) {
      const id = setTimeout(() => setState({ html: "", readTime: 0, status: "idle" }), 0);
      return () => clearTimeout(id);
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((s) => ({ ...s, status: "loading" }));
      try {
        const result = await adminRequest<AdminPreviewResult>(path, {
          json: { body, body_format: format },
          signal: controller.signal,
        });
        setState({ html: result.html, readTime: result.read_time, status: "ready" });
      } catch (err) {
        if ((err as Error).name !== "AbortError") setState((s) => ({ ...s, status: "error" }));
      }
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body, format, path]);
  return state;
}
