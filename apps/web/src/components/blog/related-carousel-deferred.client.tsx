"use client";

import { deferUntilNeeded } from "@/components/ui/deferred.client";

/**
 * The related posts' carousel frame, its code (autoplay, controls, the Embla hook) loaded as it nears
 * the viewport: it sits at the foot of the article, and its slides are server-rendered meanwhile.
 */
export const DeferredRelatedCarouselFrame = deferUntilNeeded<{ count: number; children: React.ReactNode }>(
  () => import("./related-carousel.client").then((m) => ({ default: m.RelatedCarouselFrame })),
);
