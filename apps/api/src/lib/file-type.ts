/**
 * Resume types judged by content, never by the name or the declared type a browser sends.
 *   resumeCandidate(firstBytes) → "pdf" | "doc" | "zip" | undefined (undefined: it cannot be a resume)
 *   await detectResumeTypeIn(source) → { ext: "pdf", mime: "application/pdf" } | undefined
 *   await detectResumeType(buffer) → the same for a file in memory
 * A source is read in small ranges (a DOCX's central directory sits at the end of the file), so a file
 * spooled to disk is judged without loading it.
 */
export type ResumeType = { ext: "pdf" | "doc" | "docx"; mime: string };

/** A file of `size` bytes read by range; a read past the end returns fewer bytes. */
export type ByteSource = { size: number; read: (position: number, length: number) => Promise<Buffer> };

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
/** The end-of-central-directory record: 22 bytes plus an optional comment of up to 64 KB. */
const ZIP_END_SEARCH = 22 + 0xffff;
/** How much of a central directory is read at a time. */
const WINDOW_BYTES = 64 * 1024;

/** The first bytes resumeCandidate needs (fewer when the whole file is shorter). */
export const RESUME_HEAD_BYTES = 8;

/** What the first bytes allow the file to be; the rest of the checks need the whole file. */
export function resumeCandidate(head: Buffer): "pdf" | "doc" | "zip" | undefined {
  if (head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return "pdf";
  if (head.subarray(0, 8).equals(OLE2_MAGIC)) return "doc";
  if (head.length >= 4 && head.readUInt32LE(0) === ZIP_LOCAL) return "zip";
  return undefined;
}

export function bufferSource(file: Buffer): ByteSource {
  return { size: file.length, read: async (position, length) => file.subarray(position, position + length) };
}

export async function detectResumeTypeIn(source: ByteSource): Promise<ResumeType | undefined> {
  const candidate = resumeCandidate(await source.read(0, RESUME_HEAD_BYTES));
  if (candidate === "pdf") return PDF;
  // OLE2 compound file: the container of Word 97-2003 documents.
  if (candidate === "doc") return source.size >= 512 ? DOC : undefined;
  if (candidate === "zip" && source.size >= 22) {
    return (await zipEntryNames(source))?.has("word/document.xml") ? DOCX : undefined;
  }
  return undefined;
}

export function detectResumeType(file: Buffer): Promise<ResumeType | undefined> {
  return detectResumeTypeIn(bufferSource(file));
}

/** Entry names from a ZIP's central directory, or undefined when the archive is malformed. */
export async function zipEntryNames(zip: ByteSource | Buffer): Promise<Set<string> | undefined> {
  const source = Buffer.isBuffer(zip) ? bufferSource(zip) : zip;
  const { size } = source;
  const tailStart = Math.max(0, size - ZIP_END_SEARCH);
  const tail = await source.read(tailStart, size - tailStart);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = tail.readUInt16LE(end + 10);
  let offset = tail.readUInt32LE(end + 16);

  // The directory is read a window at a time, wherever it starts.
  let window = tail;
  let windowStart = tailStart;
  const bytes = async (position: number, length: number): Promise<Buffer> => {
    if (position < windowStart || position + length > windowStart + window.length) {
      window = await source.read(position, Math.max(length, WINDOW_BYTES));
      windowStart = position;
    }
    return window.subarray(position - windowStart, position - windowStart + length);
  };

  const names = new Set<string>();
  for (let n = 0; n < count; n++) {
    if (offset + 46 > size) return undefined;
    const header = await bytes(offset, 46);
    if (header.readUInt32LE(0) !== ZIP_CENTRAL) return undefined;
    const nameLength = header.readUInt16LE(28);
    const extraLength = header.readUInt16LE(30);
    const commentLength = header.readUInt16LE(32);
    if (offset + 46 + nameLength > size) return undefined;
    names.add((await bytes(offset + 46, nameLength)).toString("utf8"));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
