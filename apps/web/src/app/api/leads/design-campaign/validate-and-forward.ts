import type { z } from "zod";
import { API_ERRORS } from "@site/contract";
import { forwardToApi } from "@/lib/api/proxy";

const MAX_BODY_CHARS = 16 * 1024;

/**
 * Validates a JSON lead with its contract schema, answering 400 {message, errors} with the form's own
 * messages, then forwards the parsed (trimmed, normalised) body to the API path.
 *
 *   export const POST = (req: Request) => validateAndForward(req, newsletterSchema, "/leads/newsletter");
 */
export async function validateAndForward(
  req: Request,
  schema: z.ZodType,
  apiPath: string,
): Promise<Response> {
  const text = await req.text();
  if (text.length > MAX_BODY_CHARS) {
    return Response.json({ message: "The request is too large" }, { status: 413 });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ message: API_ERRORS.badJson }, { status: 400 });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return Response.json({ message: API_ERRORS.validation, errors }, { status: 400 });
  }
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of ["x-forwarded-for", "x-real-ip"]) {
    const value = req.headers.get(name);
    if (value) headers.set(name, value);
  }
  return forwardToApi(
    new Request(req.url, { method: "POST", headers, body: JSON.stringify(parsed.data) }),
    apiPath,
  );
}
