"use client";

import { useEffect, useRef } from "react";

export type FounderVideoProps = { src: string; poster: string; title: string };

/**
 * The founder video (spec §1, §4): muted, plays while at least half of it is on screen and pauses
 * when it leaves; the visitor keeps the native controls. Visitors who prefer reduced motion get no
 * autoplay and start it themselves.
 */
export function FounderVideo({ src, poster, title }: FounderVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) {
          // Autoplay can be refused (data saver, battery saver); the controls remain for the visitor.
          video.play().catch(() => {});
        } else if (!video.paused) {
          video.pause();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  return (
    <video
      ref={ref}
      src={src}
      poster={poster}
      muted
      playsInline
      loop
      controls
      preload="none"
      width={1280}
      height={720}
      aria-label={title}
      data-testid="founder-video"
      className="aspect-video h-auto w-full bg-ink-900 object-cover"
    />
  );
}
