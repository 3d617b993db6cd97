import "server-only";
import { revalidateTag } from "next/cache";
import { z } from "zod";
import { API_ERRORS, HONEYPOT_FIELD, MESSAGES, fieldErrors } from "@site/contract";
import { readFailure } from "@/lib/answer-error";
import { failureText } from "@/lib/failure-message";
import { expiredFormCookie, keepFormOutcome } from "@/lib/forms/flash";
import { RETURN_FIELD, STEP_FIELD, type FormOutcome } from "@/lib/forms/outcome";
import { apiUrl } from "../client";
import { BodyTooLarge, URLENCODED, announcesTooMuch, readCapped } from "./body";
import { SITE_ORIGIN } from "./same-origin";
import type { ApiTarget, FormSpec, GatewayInput, GatewayRoute } from "./types";

const MULTIPART = "multipart/form-data";
/** A page of this site: letters, digits and - _ . / only, one leading slash (never `//host`). */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9._~/-]{0,300}$/;
/** No field of a public form takes more (the contact message: 5,000 characters). */
const VALUE_MAX = 6000;

/**
 * Whether a request is a form as a browser posts it without script: urlencoded always (the scripted
 * forms send JSON), multipart when it is the page's own navigation (the scripted career form sends
 * multipart too, with fetch). Browsers without Sec-Fetch-Mode ask for HTML when they navigate.
 */
export function isFormPost(route: GatewayRoute, req: Request, mediaType: string): boolean {
  if (!route.form || req.method !== "POST") return false;
  if (mediaType === URLENCODED) return true;
  if (mediaType !== MULTIPART) return false;
  const mode = req.headers.get("sec-fetch-mode");
  return mode ? mode === "navigate" : (req.headers.get("accept") ?? "").includes("text/html");
}

/** The page named by the form's return field when it is one of the form's pages, else the form's own. */
function returnPage(spec: FormSpec, named: string | undefined): string {
  return named && SITE_PATH.test(named) && spec.pages.test(named) ? named : spec.page;
}

/**
 * After a scripted submission of a form row succeeds: drops the outcome an earlier submission without
 * script left for the page it was sent from (its Referer, when that is one of the form's pages). The
 * outcome's cookie is scoped to the page, so this call never carries it; the drop is sent regardless.
 */
export function forgetFormOutcome(route: GatewayRoute, req: Request, headers: Headers): void {
  const spec = route.form;
  const referer = req.headers.get("referer");
  if (!spec || !referer) return;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return;
  }
  if (url.origin !== SITE_ORIGIN || returnPage(spec, url.pathname) !== url.pathname) return;
  headers.append("set-cookie", expiredFormCookie(url.pathname));
}

/** The 303 back to the form, with the outcome kept for the page (flash.ts). */
async function back(spec: FormSpec, page: string, outcome: Omit<FormOutcome, "form">): Promise<Response> {
  const cookie = await keepFormOutcome({ form: spec.name, ...outcome }, page);
  return new Response(null, {
    status: 303,
    headers: { location: `${page}#${spec.anchor}`, "set-cookie": cookie, "cache-control": "no-store" },
  });
}

type Posted = { fields: Record<string, string>; file: File | null };

/** The posted fields (first value of each name) and the form's file, if it has one. */
async function readPosted(req: Request, max: number, mediaType: string, spec: FormSpec): Promise<Posted> {
  const bytes = await readCapped(req, max);
  const fields: Record<string, string> = {};
  let file: File | null = null;
  const entries =
    mediaType === URLENCODED
      ? new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).entries()
      : (
          await new Response(bytes, {
            headers: { "content-type": req.headers.get("content-type")! },
          }).formData()
        ).entries();
  for (const [name, value] of entries) {
    if (typeof value === "string") {
      if (!(name in fields)) fields[name] = value;
    } else if (spec.file && name === spec.file.field && !file && value.size + value.name.length > 0) {
      file = value;
    }
  }
  return { fields, file };
}

/** What the visitor typed, to fill the form again: the schema's own fields, never the honeypot. */
function typedValues(schema: z.ZodType, fields: Record<string, string>): Record<string, string> {
  const names = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = fields[name];
    if (name !== HONEYPOT_FIELD && typeof value === "string") values[name] = value.slice(0, VALUE_MAX);
  }
  return values;
}

/**
 * A public form posted without script (its row's `form`): read within the row's limit, checked with
 * the row's contract schema (and the file's check), sent to the API as the scripted form sends it,
 * and answered with a 303 back to the page, where the outcome is shown: the success message, or the
 * messages beside the fields with what was typed. The same-origin proof is checked before (serve.ts).
 */
export async function submitForm(
  route: GatewayRoute,
  req: Request,
  mediaType: string,
  input: Pick<GatewayInput, "query" | "tail">,
  apiHeaders: Headers,
): Promise<Response> {
  const spec = route.form!;
  const schema = route.body.type === "json" || route.body.type === "stream" ? route.body.schema : undefined;
  if (!schema) throw new Error(`The form row ${route.path} names no schema`);
  const tooLarge = () =>
    back(spec, spec.page, {
      message: route.tooLargeMessage ?? API_ERRORS.bodyTooLarge,
      errors: spec.file ? { [spec.file.field]: MESSAGES.resumeTooLarge } : undefined,
    });
  if (announcesTooMuch(req, route.maxBytes)) return tooLarge();
  let posted: Posted;
  try {
    posted = await readPosted(req, route.maxBytes, mediaType, spec);
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLarge();
    return back(spec, spec.page, { message: spec.failed });
  }
  const { fields, file } = posted;
  const page = returnPage(spec, fields[RETURN_FIELD]);
  const values = typedValues(schema, fields);
  // A step of the form (the career form's next location list), not the submission: back with it.
  if (fields[STEP_FIELD]) return back(spec, page, { values });

  const parsed = schema.safeParse(fields);
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  const fileProblem = spec.file?.check(file);
  if (spec.file && fileProblem) errors[spec.file.field] = fileProblem;
  if (!parsed.success || fileProblem) return back(spec, page, { values, errors });

  const data = spec.prepare ? spec.prepare(parsed.data as Record<string, unknown>) : parsed.data;
  let body: BodyInit;
  if (spec.file) {
    const form = new FormData();
    form.append("applicantInfo", JSON.stringify(data));
    form.append("resumeFile", file!, file!.name);
    body = form;
  } else {
    body = JSON.stringify(data);
    apiHeaders.set("content-type", "application/json");
  }
  const target = route.to as ApiTarget;
  const full = { ...input, body: data };
  const path = typeof target.api === "string" ? target.api : target.api(full);
  let res: Response;
  try {
    res = await fetch(apiUrl(path, input.query as Record<string, string>), {
      method: "POST",
      headers: apiHeaders,
      body,
      cache: "no-store",
      redirect: "manual",
    });
  } catch {
    return back(spec, page, { values, message: API_ERRORS.unavailable });
  }
  if (res.status === 200) {
    for (const tag of route.expires?.(full) ?? []) revalidateTag(tag, { expire: 0 });
    return back(spec, page, { sent: true });
  }
  const answer = await readFailure(res);
  const refused: Record<string, string> = {};
  for (const [name, message] of Object.entries(answer.errors ?? {})) {
    // The API names the file part resumeFile; the form names its field.
    refused[spec.file && name === "resumeFile" ? spec.file.field : name] = message;
  }
  if (spec.file && res.status === 413) refused[spec.file.field] = MESSAGES.resumeTooLarge;
  if (spec.file && res.status === 415) refused[spec.file.field] = MESSAGES.resumeType;
  return back(spec, page, { values, errors: refused, message: failureText(res.status, spec.failed) });
}
