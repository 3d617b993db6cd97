import { API_ERRORS, contactLeadSchema } from "@site/contract";
import { forwardToApi } from "@/lib/api/proxy";

const MAX_BODY_CHARS = 64 * 1024;

/** First message per field, for the form to show under each input. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * POST /api/leads/contact: the contact form. Checked with the same schema as the form and the API,
 * so bad input is answered here with the form's own messages; good input goes on to the API as sent.
 */
export async function POST(req: Request): Promise<Response> {
  const text = await req.text();
  if (text.length > MAX_BODY_CHARS) {
    return Response.json({ message: "The message is too long" }, { status: 413 });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ message: API_ERRORS.badJson }, { status: 400 });
  }
  const parsed = contactLeadSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json(
      { message: API_ERRORS.validation, errors: fieldErrors(parsed.error.issues) },
      { status: 400 },
    );
  }
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of ["x-forwarded-for", "x-real-ip"]) {
    const value = req.headers.get(name);
    if (value) headers.set(name, value);
  }
  const forwarded = new Request(req.url, { method: "POST", headers, body: JSON.stringify(parsed.data) });
  return forwardToApi(forwarded, "/leads/contact-us");
}
