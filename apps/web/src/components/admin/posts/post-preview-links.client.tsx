"use client";

import { useState } from "react";
import { PREVIEW_LINK_DAYS_DEFAULT, type AdminPreviewLink } from "@site/contract";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { adminRequest } from "@/lib/admin/admin-request";
import { dateTime } from "@/lib/admin/format";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { ConfirmDialog } from "../shell/confirm-dialog.client";

/**
 * A draft's preview links (issue 21): "Share preview link" makes one that shows the draft, as the blog
 * will, to someone without an account for PREVIEW_LINK_DAYS_DEFAULT days; each live link is listed with
 * its address, a copy button, its expiry and Revoke, which ends it at once.
 */
export function PostPreviewLinks({
  id,
  links,
  siteUrl,
}: {
  id: number;
  links: AdminPreviewLink[];
  siteUrl: string;
}) {
  const action = useAdminAction<"share" | "revoke">();
  const [revoking, setRevoking] = useState<AdminPreviewLink>();
  const address = (link: AdminPreviewLink) => new URL(`/blog/preview/${link.token}`, siteUrl).toString();

  const share = () =>
    action.run("share", () => adminRequest(`/blog-posts/${id}/preview-links`, { json: {} }), {
      done: "Preview link made. Anyone with it can read this draft until it expires.",
    });

  const revoke = (link: AdminPreviewLink) =>
    action.run(
      "revoke",
      () => adminRequest(`/blog-posts/${id}/preview-links/${link.id}`, { method: "DELETE" }),
      { done: "Preview link revoked. It no longer works.", onDone: () => setRevoking(undefined) },
    );

  return (
    <section
      aria-labelledby="preview-links-title"
      className="flex flex-col gap-4 rounded-card border border-ink-200 bg-white px-5 py-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="preview-links-title" className="text-base font-semibold text-ink-900">
            Preview links
          </h2>
          <p className="text-sm text-ink-600">
            Someone without an account reads the saved draft as the blog will show it, for{" "}
            {PREVIEW_LINK_DAYS_DEFAULT} days or until you revoke the link.
          </p>
        </div>
        <Button variant="outline" disabled={action.pending === "share"} onClick={() => void share()}>
          {action.pending === "share" ? "Making link..." : "Share preview link"}
        </Button>
      </div>
      {links.length ? (
        <ul className="flex flex-col gap-3" aria-label="Active preview links">
          {links.map((link) => (
            <li
              key={link.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-ink-100 bg-ink-50 px-3 py-2"
            >
              <label className="sr-only" htmlFor={`preview-link-${link.id}`}>
                Preview link made by {link.created_by}
              </label>
              <input
                id={`preview-link-${link.id}`}
                readOnly
                value={address(link)}
                onFocus={(e) => e.currentTarget.select()}
                className="min-w-0 flex-1 basis-64 rounded-md border border-ink-200 bg-white px-2 py-1.5 font-mono text-xs text-ink-800"
              />
              <span className="text-sm text-ink-700">
                Expires <time dateTime={link.expires_at}>{dateTime(link.expires_at)}</time>
              </span>
              <div className="flex gap-2">
                <CopyButton value={address(link)} label="Copy link" className="text-brand-700" />
                <Button variant="ghost" size="sm" onClick={() => setRevoking(link)}>
                  Revoke
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={!!revoking}
        title="Revoke this preview link?"
        confirmLabel="Revoke link"
        busy={action.pending === "revoke"}
        onConfirm={() => revoking && void revoke(revoking)}
        onClose={() => setRevoking(undefined)}
      >
        Whoever has the link will get a page not found instead of the draft.
      </ConfirmDialog>
    </section>
  );
}
