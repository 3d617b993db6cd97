"use client";

import { deferUntilNeeded } from "@/components/careers/deferred.client";

/** The contact form, its code (form library, shared schemas) loaded when the visitor reaches it. */
export const DeferredContactForm = deferUntilNeeded<object>(() =>
  import("./contact-form.client").then((m) => ({ default: m.ContactForm })),
);
