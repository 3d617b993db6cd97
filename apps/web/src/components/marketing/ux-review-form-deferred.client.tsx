"use client";

import { deferUntilNeeded } from "@/components/ui/deferred.client";

/** The UX review request form, its code (form library, shared schemas) loaded when the visitor starts using it. */
export const DeferredUxReviewForm = deferUntilNeeded<object>(
  () => import("./ux-review-form.client").then((m) => ({ default: m.UxReviewForm })),
  "interaction",
);
