/**
 * Resume types judged by content, never by the name or the declared type a browser sends.
 *   detectResumeType(buffer) → { ext: "pdf", mime: "application/pdf" } | undefined
 */
export type ResumeType = { ext: "pdf" | "doc" | "docx"; mime: string };

const PDF: ResumeType = { ext: "pdf", mime: "application/pdf" };
const DOC: ResumeType = { ext: "doc", mime: "application/msword" };
const DOCX: ResumeType = {
  ext: "docx",
  mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
const OLE2_MAGIC = Buffer.from("d0cf11e0a1b11ae1", "hex");
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

export function detectResumeType(file: Buffer): ResumeType | undefined {
  if (file.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return PDF;
  // OLE2 compound file: the container of Word 97-2003 documents.
  if (file.length >= 512 && file.subarray(0, 8).equals(OLE2_MAGIC)) return DOC;
  if (
    file.length >= 22 &&
    file.readUInt32LE(0) === ZIP_LOCAL &&
    zipEntryNames(file)?.has("word/document.xml")
  ) {
    return DOCX;
  }
  return undefined;
}

/** Entry names from a ZIP's central directory, or undefined when the archive is malformed. */
export function zipEntryNames(zip: Buffer): Set<string> | undefined {
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment of up to 64 KB.
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= lowest; i--) {
    if (zip.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const names = new Set<string>();
  for (let n = 0; n < count; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== ZIP_CENTRAL) return undefined;
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > zip.length) return undefined;
    names.add(zip.toString("utf8", offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
