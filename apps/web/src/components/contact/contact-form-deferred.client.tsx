"use client";

import { deferUntilNeeded } from "@/components/ui/deferred.client";

/** The contact form, its code (form library, shared schemas) loaded when the visitor starts using it. */
export const DeferredContactForm = deferUntilNeeded<object>(
  () => import("./contact-form.client").then((m) => ({ default: m.ContactForm })),
  "interaction",
);
