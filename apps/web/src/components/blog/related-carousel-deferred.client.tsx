"use client";

import { deferUntilNeeded } from "@/components/ui/deferred.client";

/**
 * The related posts' carousel frame, its code (autoplay, controls, the Embla hook) late code: it sits
 * at the foot of the article, so it comes once the page is idle (or on a reach for it), its slides
 * server-rendered meanwhile.
 */
export const DeferredRelatedCarouselFrame = deferUntilNeeded<{ count: number; children: React.ReactNode }>(
  () => import("./related-carousel.client").then((m) => ({ default: m.RelatedCarouselFrame })),
);
