import { describe, expect, it } from "vitest";
import { MESSAGES, RESUME_MAX_BYTES } from "@site/contract";
import {
  formatFileSize,
  RESUME_ACCEPT,
  RESUME_EMPTY,
  RESUME_MAX_LABEL,
  resumeMessage,
  resumeProblem,
} from "./resume-schema";

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe("resume checks in the browser", () => {
  it("accepts pdf, doc and docx by name, in any case", () => {
    for (const name of ["cv.pdf", "CV.PDF", "cv.doc", "my.cv.docx"])
      expect(resumeProblem(file(name, 10))).toBeNull();
  });

  it("refuses other extensions with the type message", () => {
    for (const name of ["cv.exe", "cv.pdf.exe", "cv", "cv.txt", "pdf"]) {
      expect(resumeProblem(file(name, 10))).toBe(MESSAGES.resumeType);
    }
  });

  it("allows exactly 5 MB and refuses a byte more", () => {
    expect(resumeProblem(file("cv.pdf", RESUME_MAX_BYTES))).toBeNull();
    expect(resumeProblem(file("cv.pdf", RESUME_MAX_BYTES + 1))).toBe(MESSAGES.resumeTooLarge);
  });

  it("refuses an empty file", () => {
    expect(resumeProblem(file("cv.pdf", 0))).toBe(RESUME_EMPTY);
  });

  it("the field is required with the spec's message", () => {
    expect(resumeMessage(null)).toBe(MESSAGES.resumeRequired);
    expect(resumeMessage(file("cv.docx", 100))).toBeNull();
    expect(resumeMessage(file("cv.exe", 100))).toBe(MESSAGES.resumeType);
  });

  it("labels for the picker", () => {
    expect(RESUME_ACCEPT).toBe(".pdf,.doc,.docx");
    expect(RESUME_MAX_LABEL).toBe("5 MB");
    expect(formatFileSize(348_160)).toBe("340 KB");
    expect(formatFileSize(12)).toBe("1 KB");
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe("2.5 MB");
  });
});
