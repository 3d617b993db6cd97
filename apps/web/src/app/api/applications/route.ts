import { API_ERRORS, RESUME_MAX_BYTES } from "@site/contract";
import { forwardToApi } from "@/lib/api/proxy";

/** Room for the applicantInfo part and the multipart framing on top of the largest accepted file. */
const ENVELOPE_BYTES = 256 * 1024;

/**
 * POST /api/applications: the career form's multipart body (applicantInfo + resumeFile), streamed to
 * the API unread. The API judges the file by its content and answers 409/413/415/400 itself; a body
 * that announces more than the cap is refused here without reading it.
 */
export async function POST(req: Request): Promise<Response> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    return Response.json({ message: "Send the application as multipart/form-data" }, { status: 400 });
  }
  const length = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > RESUME_MAX_BYTES + ENVELOPE_BYTES) {
    return Response.json({ message: API_ERRORS.fileTooLarge }, { status: 413 });
  }
  return forwardToApi(req, "/applicants/tenants");
}
