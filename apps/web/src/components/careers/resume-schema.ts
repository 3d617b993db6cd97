import { MESSAGES, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from "@site/contract";

/** Not fixed by the spec: a zero-byte file cannot be a resume. */
export const RESUME_EMPTY = "This file is empty. Please choose another one";

/** The extensions the file picker offers: ".pdf,.doc,.docx". */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(",");

/** "5 MB", from the shared cap. */
export const RESUME_MAX_LABEL = `${Math.round(RESUME_MAX_BYTES / (1024 * 1024))} MB`;

/**
 * Why a chosen file cannot be sent, or null when it can. The browser only sees the name and size; the
 * API judges the content as well (a renamed executable is refused there).
 *   resumeProblem(new File(["x"], "cv.exe")) === "Please upload a PDF, DOC or DOCX file"
 */
export function resumeProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) return MESSAGES.resumeType;
  if (file.size > RESUME_MAX_BYTES) return MESSAGES.resumeTooLarge;
  if (file.size === 0) return RESUME_EMPTY;
  return null;
}

/**
 * The resume field of the career form: required, and a file the API will accept by name and size.
 * Its message, or null when the file can be sent: `resumeMessage(null) === "Please upload your resume file"`.
 */
export function resumeMessage(file: File | null): string | null {
  return file ? resumeProblem(file) : MESSAGES.resumeRequired;
}

/** "cv.pdf", 348160 → "340 KB" */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
