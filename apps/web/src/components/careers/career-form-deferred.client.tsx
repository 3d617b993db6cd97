"use client";

import type { CareerFormProps } from "./career-form.client";
import { deferUntilNeeded } from "@/components/ui/deferred.client";

/**
 * The application form, its code (form library, shared schemas) loaded when the visitor starts using
 * it: the pointer over it, a touch, focus or a key inside it. The country list follows at once.
 */
export const DeferredCareerForm = deferUntilNeeded<CareerFormProps>(
  () => import("./career-form.client").then((m) => ({ default: m.CareerForm })),
  "interaction",
);
