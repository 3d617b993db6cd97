import type { z } from "zod";
import type { PublicForm } from "@/lib/forms/outcome";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may make a call:
 * - `public`: a read anyone may make (answered from the site's cached reads or passed through);
 * - `anonymous`: a visitor's write; the API rate-limits it per client address;
 * - `team`: a signed-in person; the session cookie's token goes on as `Authorization: Session <token>`,
 *   and an answer of 401 (the session is over) drops the cookie.
 */
export type Access = "public" | "anonymous" | "team";

/**
 * What a call's body may be:
 * - `none`: no body (an empty form post is fine); anything more is refused;
 * - `json`: JSON, checked here with the contract schema and passed on as parsed (trimmed, normalised);
 * - `stream`: passed on to the API as it arrives, never held whole, counted against the limit; the
 *   API checks it (`schema` names the contract schema it applies);
 * - `form`: a form a browser posts without script (application/x-www-form-urlencoded), read whole
 *   within the limit and handed to the row's handler as an object of strings, which checks it: a form
 *   answers with a page to go to, not a JSON message.
 */
export type BodySpec =
  | { type: "none" }
  | { type: "json"; schema: z.ZodType }
  | { type: "stream"; contentTypes: readonly string[]; schema?: z.ZodType }
  | { type: "form" };

/** What a row's own functions receive: the validated query, the validated body, the wildcard tail. */
export type GatewayInput = { query: Record<string, unknown>; body: unknown; tail: string };

/**
 * A row forwarded to the API: its path there, and the body to send when it is built from the query.
 * `opensSession`: a successful answer holding a session `token` (sign-in, a link accepted) sets the
 * session cookie instead of reaching the browser with it (admin-session.ts keepSession).
 */
export type ApiTarget = {
  api: string | ((input: GatewayInput) => string);
  send?: (input: GatewayInput) => unknown;
  opensSession?: boolean;
};

/**
 * A row answered by the site itself. `apiHeaders` are the headers a call to the API on the visitor's
 * behalf carries (this request's id, the visitor's address), fresh for each handler.
 */
export type GatewayHandler = (req: Request, input: GatewayInput, apiHeaders: Headers) => Promise<Response>;

/**
 * A public form that also works without JavaScript (form-post.ts): the browser posts its fields
 * (urlencoded, or multipart with a file) and is sent back to the page with the outcome.
 */
export type FormSpec = {
  name: PublicForm;
  /** The pages the form sits on: its return field must name one, else the browser goes to `page`. */
  pages: RegExp;
  page: string;
  /** The form element's id: the way back ends there (#anchor). */
  anchor: string;
  /** The failure text when the API refuses the submission as a whole (the scripted form's toast). */
  failed: string;
  /** The fields as checked, turned into what the API takes (the contact message keeps its line breaks). */
  prepare?: (fields: Record<string, unknown>) => Record<string, unknown>;
  /** The career form: a file part checked here and sent on with the fields as `applicantInfo`. */
  file?: { field: string; check: (file: File | null) => string | null };
};

export type GatewayRoute = {
  /** One method, or several for a pass-through (the admin proxy). */
  method: Method | readonly Method[];
  /** The site's path; a trailing "/*" takes `tail` (up to `tail.max` segments matching `tail.segment`). */
  path: string;
  tail?: { segment: RegExp; max: number };
  access: Access;
  /**
   * Writes must carry the browser's proof that they come from this site's pages (Sec-Fetch-Site or
   * Origin), not merely lack proof of the opposite: the team's session cookie rides on them. Always
   * so for `team` rows.
   */
  proveOrigin?: boolean;
  /**
   * A write any sender may make, from any site or none: RFC 8058's one-click unsubscribe, which mail
   * providers post from their own servers (or pages). Its own proof is in the request (a signed token);
   * no cookie is read. Never for a `team` row nor together with `proveOrigin`.
   */
  anyOrigin?: true;
  /** The contract schema of the query string; without one, the query passes through to the API. */
  query?: z.ZodType;
  body: BodySpec;
  /** Bytes of body accepted; more is a 413 before (Content-Length) or while (chunked) it is read. */
  maxBytes: number;
  /** The 413's message when the generic one would not tell the visitor what to do. */
  tooLargeMessage?: string;
  /** Cache tags of the site's reads that expire when the call succeeds (HTTP 200). */
  expires?: (input: GatewayInput) => string[];
  /** Cache-Control of a successful answer (default: no-store). */
  cacheControl?: string;
  /** The answer comes from exactly one of these. */
  to: ApiTarget | { read: (input: GatewayInput) => Promise<unknown> } | { handle: GatewayHandler };
  /** Request headers passed on to the API (conditional requests), answer headers passed back. */
  requestHeaders?: readonly string[];
  answerHeaders?: readonly string[];
  /** The row also takes its form as a browser posts it without script. */
  form?: FormSpec;
  /** Headers an answer gets when the API sent none (media: a day's caching, a sandbox policy). */
  defaultAnswerHeaders?: Readonly<Record<string, string>>;
};
