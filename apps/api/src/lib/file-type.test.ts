import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { docDocument, docxDocument, elfExecutable, pdfDocument, zipArchive } from "../test/documents";
import {
  bufferSource,
  detectResumeType,
  detectResumeTypeIn,
  resumeCandidate,
  zipEntryNames,
  type ByteSource,
} from "./file-type";

/** A source that counts what it was asked to read. */
function counted(file: Buffer): ByteSource & { bytesRead: () => number } {
  let total = 0;
  const inner = bufferSource(file);
  return {
    size: file.length,
    read: async (position, length) => {
      const bytes = await inner.read(position, length);
      total += bytes.length;
      return bytes;
    },
    bytesRead: () => total,
  };
}

describe("detectResumeType", () => {
  it("recognises PDF, DOC and DOCX by their bytes", async () => {
    expect((await detectResumeType(pdfDocument()))?.ext).toBe("pdf");
    expect((await detectResumeType(docDocument()))?.ext).toBe("doc");
    expect((await detectResumeType(docxDocument()))?.ext).toBe("docx");
  });

  it("rejects executables, other archives, truncated and empty files", async () => {
    expect(await detectResumeType(elfExecutable())).toBeUndefined();
    expect(await detectResumeType(Buffer.from("MZ\x90\x00", "latin1"))).toBeUndefined();
    expect(await detectResumeType(zipArchive({ "xl/workbook.xml": "<workbook/>" }))).toBeUndefined();
    expect(await detectResumeType(docxDocument().subarray(0, 100))).toBeUndefined();
    expect(await detectResumeType(docDocument().subarray(0, 100))).toBeUndefined();
    expect(await detectResumeType(Buffer.alloc(0))).toBeUndefined();
    expect(await detectResumeType(Buffer.from("%PD"))).toBeUndefined();
  });

  it("does not trust a central directory that points outside the file", async () => {
    const zip = zipArchive({ "word/document.xml": "<w/>" });
    zip.writeUInt32LE(zip.length + 1000, zip.length - 6);
    expect(await zipEntryNames(zip)).toBeUndefined();
    expect(await detectResumeType(zip)).toBeUndefined();
  });

  it("rules a file out from its first bytes, before the rest has arrived", () => {
    expect(resumeCandidate(pdfDocument().subarray(0, 8))).toBe("pdf");
    expect(resumeCandidate(docDocument().subarray(0, 8))).toBe("doc");
    expect(resumeCandidate(docxDocument().subarray(0, 8))).toBe("zip");
    expect(resumeCandidate(elfExecutable().subarray(0, 8))).toBeUndefined();
    expect(resumeCandidate(Buffer.from("Just text"))).toBeUndefined();
    expect(resumeCandidate(Buffer.alloc(0))).toBeUndefined();
  });

  it("judges a 5 MB DOCX by reading its start and its central directory only", async () => {
    const docx = zipArchive({
      "[Content_Types].xml": "<Types/>",
      "word/media/photo.bin": randomBytes(5 * 1024 * 1024 - 4096),
      "word/document.xml": "<w:document/>",
    });
    const source = counted(docx);
    expect((await detectResumeTypeIn(source))?.ext).toBe("docx");
    expect(source.bytesRead()).toBeLessThan(100 * 1024);
  });

  it("reads a central directory larger than the end of the file it looks at first", async () => {
    // 3,000 entries: a directory of about 200 KB, starting well before the last 64 KB.
    const entries: Record<string, string> = {};
    for (let i = 0; i < 3000; i++) entries[`word/media/image-${String(i).padStart(5, "0")}.png`] = "x";
    entries["word/document.xml"] = "<w:document/>";
    const docx = zipArchive(entries);
    const names = await zipEntryNames(counted(docx));
    expect(names?.size).toBe(3001);
    expect((await detectResumeTypeIn(counted(docx)))?.ext).toBe("docx");
    // The same archive without the document part is not a resume.
    delete entries["word/document.xml"];
    expect(await detectResumeTypeIn(counted(zipArchive(entries)))).toBeUndefined();
  });
});
