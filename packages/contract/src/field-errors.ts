import type { z } from "zod";

/**
 * A zod error as `{ field: message }`, the first message per field, as forms show them under each input
 * and as the API sends them in `errors`. Nested paths are joined by "." ("social_media_link.0.social_link");
 * issues without a path (a refinement of the whole object) go under "_".
 *   fieldErrors(commentRequestSchema.safeParse({}).error!) // { comment_sender_name: "Please enter your name", … }
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    out[key] ??= issue.message;
  }
  return out;
}
