"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { VIEW_TOKEN_HEADER } from "@site/contract";
import { notify } from "@/components/ui/toast";
import { failureMessage } from "@/lib/failure-message";
import { request } from "@/lib/request";
import { EyeIcon, HeartIcon } from "./engagement-icons";

export type PostEngagementProps = {
  slug: string;
  likeCount: number;
  viewCount: number;
  /** The toast of a like that failed (likeFailed), handed down by the page. */
  likeFailed: string;
};

/**
 * Views and likes of a post. The page view is counted once when the page opens. A like shows at
 * once and is then sent; the button stays disabled while the count differs from the one the page
 * opened with and is above zero, so a visitor likes once per page view (spec §4). The server counts
 * it once per page view too: the like carries the token the view's answer gave (issue 20).
 */
export function PostEngagement({ slug, likeCount, viewCount, likeFailed }: PostEngagementProps) {
  const router = useRouter();
  const [opened] = useState(likeCount);
  const [likes, setLikes] = useState(likeCount);
  const [views, setViews] = useState(viewCount);
  // The page view's token, once the view is counted (undefined when it could not be).
  const pageView = useRef<Promise<string | undefined>>(null);

  useEffect(() => {
    // Strict Mode runs effects twice in development; the ref keeps it to one view per page view.
    if (pageView.current) return;
    pageView.current = request<{ view_count: number; view_token: string }>("/api/blog/view", {
      query: { slug_name: slug },
    }).then(
      (res) => {
        setViews(res.view_count);
        return res.view_token;
      },
      () => undefined, // A lost view is not the visitor's problem: nothing to tell them.
    );
  }, [slug]);

  const liked = likes !== opened && likes > 0;
  // A refresh may bring counts that include other visitors: never show fewer than the page says.
  const shownLikes = liked ? likes : Math.max(likes, likeCount);
  const shownViews = Math.max(views, viewCount);

  const like = async () => {
    setLikes((n) => n + 1);
    try {
      const token = await pageView.current;
      const res = await request<{ like_count: number }>("/api/blog/like", {
        query: { slug_name: slug },
        headers: token ? { [VIEW_TOKEN_HEADER]: token } : {},
      });
      setLikes(Math.max(res.like_count, opened + 1));
      router.refresh();
    } catch (err) {
      setLikes(opened);
      notify.error(failureMessage(err, likeFailed));
    }
  };

  return (
    <div className="flex items-center gap-2">
      <span className="inline-flex h-9 items-center gap-1.5 rounded-full bg-ink-50 px-3 text-sm font-medium text-ink-700">
        <EyeIcon />
        <span data-testid="view-count">{shownViews.toLocaleString("en-US")}</span>
        <span className="sr-only">views</span>
      </span>
      <button
        type="button"
        onClick={like}
        disabled={liked}
        aria-pressed={liked}
        aria-label={
          liked ? `You liked this article, ${shownLikes} likes` : `Like this article, ${shownLikes} likes`
        }
        className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors ${
          liked
            ? "cursor-default border-accent-200 bg-accent-50 text-accent-700"
            : "border-ink-200 bg-white text-ink-800 hover:border-accent-500 hover:text-accent-700"
        }`}
      >
        <HeartIcon filled={liked} className={`size-4 ${liked ? "text-accent-600" : ""}`} />
        <span data-testid="like-count">{shownLikes.toLocaleString("en-US")}</span>
      </button>
    </div>
  );
}
