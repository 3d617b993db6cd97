import { describe, expect, it } from "vitest";
import { docDocument, docxDocument, elfExecutable, pdfDocument, zipArchive } from "../test/documents";
import { detectResumeType, zipEntryNames } from "./file-type";

describe("detectResumeType", () => {
  it("recognises PDF, DOC and DOCX by their bytes", () => {
    expect(detectResumeType(pdfDocument())?.ext).toBe("pdf");
    expect(detectResumeType(docDocument())?.ext).toBe("doc");
    expect(detectResumeType(docxDocument())?.ext).toBe("docx");
  });

  it("rejects executables, other archives, truncated and empty files", () => {
    expect(detectResumeType(elfExecutable())).toBeUndefined();
    expect(detectResumeType(Buffer.from("MZ\x90\x00", "latin1"))).toBeUndefined();
    expect(detectResumeType(zipArchive({ "xl/workbook.xml": "<workbook/>" }))).toBeUndefined();
    expect(detectResumeType(docxDocument().subarray(0, 100))).toBeUndefined();
    expect(detectResumeType(docDocument().subarray(0, 100))).toBeUndefined();
    expect(detectResumeType(Buffer.alloc(0))).toBeUndefined();
    expect(detectResumeType(Buffer.from("%PD"))).toBeUndefined();
  });

  it("does not trust a central directory that points outside the file", () => {
    const zip = zipArchive({ "word/document.xml": "<w/>" });
    zip.writeUInt32LE(zip.length + 1000, zip.length - 6);
    expect(zipEntryNames(zip)).toBeUndefined();
    expect(detectResumeType(zip)).toBeUndefined();
  });
});
