"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { RATING_MAX, RATING_MIN } from "@site/contract";
import type { TOASTS } from "@/content/toasts";
import type { UI_TEXT } from "@/content/ui-text";
import { notify } from "@/components/ui/toast";
import { failureMessage } from "@/lib/failure-message";
import { request } from "@/lib/request";
import { roundDownToHalf, starFill } from "./rating";

export type StarRatingProps = {
  slug: string;
  ratingValue: number;
  ratingCount: number;
  /** The rating's words, handed down by the page: the browser carries these, not every toast and interface text. */
  text: Pick<typeof TOASTS, "ratingSuccess" | "ratingFailed"> & Pick<typeof UI_TEXT, "ratingThanks">;
};

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => i + RATING_MIN);
const STAR_PATH = "M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4L2.8 9.5l6.4-.8L12 2.8Z";

function Star({ fill, tone, id }: { fill: 0 | 0.5 | 1; tone: "brand" | "gold"; id: string }) {
  const colour = tone === "gold" ? "#f5b301" : "var(--color-brand-600)";
  return (
    <svg viewBox="0 0 24 24" className="size-8" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={id}>
          <rect x="0" y="0" width={24 * fill} height="24" />
        </clipPath>
      </defs>
      <path d={STAR_PATH} fill="var(--color-ink-200)" />
      {fill > 0 ? <path d={STAR_PATH} fill={colour} clipPath={`url(#${id})`} /> : null}
      <path
        d={STAR_PATH}
        fill="none"
        stroke={tone === "gold" ? "#c98f00" : "var(--color-ink-400)"}
        strokeWidth="0.8"
      />
    </svg>
  );
}

/**
 * Star rating (spec §4): first shows the average rounded down to the nearest half; hovering previews
 * a value; after rating the stars fill yellow with 'Thank you for your feedback!'.
 */
export function StarRating({ slug, ratingValue, ratingCount, text }: StarRatingProps) {
  const router = useRouter();
  const [preview, setPreview] = useState<number | null>(null);
  const [rated, setRated] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const shown = rated ?? preview ?? roundDownToHalf(ratingValue);
  const locked = rated !== null || pending;

  const rate = async (value: number) => {
    if (locked) return;
    setPending(true);
    try {
      await request("/api/blog/rating", { query: { slug_name: slug, rating_value: value } });
      setRated(value);
      notify.success(text.ratingSuccess);
      router.refresh();
    } catch (err) {
      notify.error(failureMessage(err, text.ratingFailed));
    } finally {
      setPending(false);
    }
  };

  let caption: string;
  if (rated !== null) caption = text.ratingThanks;
  else if (ratingCount > 0)
    caption = `${roundDownToHalf(ratingValue)} out of 5 from ${ratingCount} ${ratingCount === 1 ? "rating" : "ratings"}`;
  else caption = "Be the first to rate this article";

  return (
    <section
      aria-labelledby="rating-title"
      className="flex flex-col items-center gap-3 rounded-card border border-ink-100 bg-ink-50 px-6 py-8 text-center"
    >
      <h2 id="rating-title" className="text-xl font-semibold">
        How useful was this article?
      </h2>
      <div role="group" aria-label="Rate this article" className="flex" onMouseLeave={() => setPreview(null)}>
        {STARS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={rated === value}
            aria-label={`Rate ${value} out of 5`}
            aria-disabled={locked || undefined}
            tabIndex={locked ? -1 : 0}
            onMouseEnter={() => !locked && setPreview(value)}
            onFocus={() => !locked && setPreview(value)}
            onBlur={() => setPreview(null)}
            onClick={() => rate(value)}
            data-fill={starFill(value, shown)}
            className={`rounded-md p-1 transition-transform ${locked ? "cursor-default" : "hover:scale-110 motion-reduce:hover:scale-100"}`}
          >
            <Star
              fill={starFill(value, shown)}
              tone={rated !== null ? "gold" : "brand"}
              id={`star-${value}`}
            />
          </button>
        ))}
      </div>
      <p
        aria-live="polite"
        className={`text-sm ${rated !== null ? "font-semibold text-success-600" : "text-ink-600"}`}
      >
        {caption}
      </p>
    </section>
  );
}
