"use client";

import { deferUntilNeeded } from "@/components/ui/deferred.client";
import type { CommentFormProps } from "./comment-form.client";

/** The comment form, its code (form library, shared schemas, dialog) loaded when the visitor reaches it. */
export const DeferredCommentForm = deferUntilNeeded<CommentFormProps>(() =>
  import("./comment-form.client").then((m) => ({ default: m.CommentForm })),
);
