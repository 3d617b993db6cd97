/**
 * Resumes without holding a whole file in memory.
 *
 * - spoolUpload(stream) copies an upload as it arrives into an anonymous temporary file in TMPDIR (O_TMPFILE
 *   on Linux: it never has a name, so nothing is left behind even after kill -9). Only
 *   the first bytes stay in memory: a file they rule out (not PDF, DOC or DOCX) is counted, not written.
 * - writeResumeChunks(tx, …) copies a spooled file into resume_chunks, RESUME_CHUNK_BYTES per row, inside the
 *   caller's transaction (the one that inserts the application).
 * - resumeChunks(db, …) yields a stored resume's chunks in order, one query per chunk, for a streamed download.
 *
 * Why a temporary file rather than writing to the database while the upload arrives: the form's parts come
 * in any order, so whether the application is valid (fields, opening, honeypot) is known only once the whole
 * body has been read, and holding a transaction open for as long as a visitor takes to send 5 MB would hold a
 * pool connection on PostgreSQL and block every other query on PGlite (a single connection).
 */
import { randomUUID } from "node:crypto";
import { constants } from "node:fs";
import { open, unlink, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { RESUME_CHUNK_BYTES, resumeChunks as chunks } from "../../db/schema";
import { RESUME_HEAD_BYTES, resumeCandidate, type ByteSource } from "../../lib/file-type";

/** The temporary file failed (a full disk, an unwritable TMPDIR): the server's fault, never the visitor's. */
export class SpoolError extends Error {
  constructor(cause: unknown) {
    super(`The upload could not be written to a temporary file: ${(cause as Error)?.message ?? cause}`, {
      cause,
    });
    this.name = "SpoolError";
  }
}

/** An upload on disk. `size` counts every byte received, also those of a file that was ruled out. */
export type Spool = ByteSource & {
  /** False when the first bytes ruled the file out: nothing past them was kept. */
  candidate: boolean;
  /** Fills `buffer` from `position` on; returns how many bytes it holds. */
  readInto: (buffer: Buffer, position: number) => Promise<number>;
  close: () => Promise<void>;
};

/**
 * Linux's O_TMPFILE (not in Node's fs.constants): a file in the folder that never has a name, so a process
 * killed at any moment leaves nothing behind. The value is __O_TMPFILE | O_DIRECTORY, as glibc defines it.
 */
const O_TMPFILE = 0o20000000 | constants.O_DIRECTORY;

/** An open temporary file in TMPDIR, and how to get rid of it. */
async function openTemporary(): Promise<{ handle: FileHandle; close: () => Promise<void> }> {
  const folder = tmpdir();
  if (process.platform === "linux") {
    try {
      const handle = await open(folder, O_TMPFILE | constants.O_RDWR, 0o600);
      return { handle, close: () => handle.close() };
    } catch (e) {
      // A file system without O_TMPFILE answers one of these; anything else (no such folder) is final.
      if (!["EISDIR", "EINVAL", "EOPNOTSUPP"].includes((e as { code?: string }).code ?? "")) {
        throw new SpoolError(e);
      }
    }
  }
  // Elsewhere a named file, unlinked at once: the open handle keeps the data until it is closed.
  const file = path.join(folder, `resume-upload-${randomUUID()}`);
  const handle = await open(file, "wx+", 0o600).catch((e: unknown) => {
    throw new SpoolError(e);
  });
  const unlinked = await unlink(file).then(
    () => true,
    () => false,
  );
  return {
    handle,
    close: async () => {
      await handle.close();
      if (!unlinked) await unlink(file).catch(() => {});
    },
  };
}

/** Copies `stream` into an anonymous temporary file; rejects as the stream does (a cut-off upload). */
export async function spoolUpload(stream: Readable): Promise<Spool> {
  const temporary = await openTemporary();
  const { handle } = temporary;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await temporary.close();
  };

  let size = 0;
  let head = Buffer.alloc(0);
  let candidate = true;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (head.length < RESUME_HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, RESUME_HEAD_BYTES - head.length)]);
        if (head.length === RESUME_HEAD_BYTES) candidate = resumeCandidate(head) !== undefined;
      }
      if (candidate) {
        await handle.write(chunk, 0, chunk.length, size).catch((e: unknown) => {
          throw new SpoolError(e);
        });
      }
      size += chunk.length;
    }
  } catch (e) {
    await close();
    throw e;
  }
  if (head.length < RESUME_HEAD_BYTES) candidate = resumeCandidate(head) !== undefined;

  const readInto = async (buffer: Buffer, position: number) => {
    const length = Math.min(buffer.length, size - position);
    if (!candidate || length <= 0) return 0;
    let filled = 0;
    while (filled < length) {
      const { bytesRead } = await handle.read(buffer, filled, length - filled, position + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return filled;
  };
  return {
    size,
    candidate,
    readInto,
    read: async (position, length) => {
      const buffer = Buffer.allocUnsafe(Math.max(0, Math.min(length, size - position)));
      return buffer.subarray(0, await readInto(buffer, position));
    },
    close,
  };
}

/**
 * A chunk goes to the database as parameters of at most 32 KiB. PGlite's driver turns each bytea parameter
 * into hex text: a 64 KiB string stays in V8's young generation, which every scavenge empties, where one
 * 512 KiB string per 256 KiB chunk went to the large-object space, freed only by full collections (4 parallel
 * 5 MB uploads raised the PGlite API's peak by 95 MB with whole-chunk parameters, 28 MB with these).
 * node-postgres sends Buffers as binary either way.
 */
const PARAMETER_BYTES = 32 * 1024;

/** Writes the spooled file into resume_chunks for `resumeId`, through `tx`, one chunk at a time. */
export async function writeResumeChunks(
  tx: Db,
  target: { tenantId: string; resumeId: number },
  spool: Spool,
): Promise<void> {
  // One buffer for every chunk: each insert has finished (its bytes sent) before the next read.
  const buffer = Buffer.allocUnsafe(Math.min(RESUME_CHUNK_BYTES, spool.size));
  for (let seq = 0, position = 0; position < spool.size; seq++, position += RESUME_CHUNK_BYTES) {
    const length = await spool.readInto(buffer, position);
    if (length === 0) throw new Error("the spooled upload ended early");
    const pieces: SQL[] = [];
    for (let p = 0; p < length; p += PARAMETER_BYTES) {
      pieces.push(sql`${buffer.subarray(p, Math.min(length, p + PARAMETER_BYTES))}::bytea`);
    }
    // The row's value is the parameters joined by the database: ($3::bytea || $4::bytea || ...).
    const data = sql`(${sql.join(pieces, sql` || `)})`;
    await tx.insert(chunks).values({ ...target, seq, data });
  }
}

/**
 * A stored resume's bytes, chunk by chunk in order. Throws (ending a download early, so the client sees a
 * short body rather than a wrong one) when the chunks do not add up to `sizeBytes`.
 */
export async function* resumeChunks(
  db: Db,
  resume: { tenantId: string; resumeId: number; sizeBytes: number },
): AsyncGenerator<Buffer> {
  let sent = 0;
  for (let seq = -1; ;) {
    const [row] = await db
      .select({ seq: chunks.seq, data: chunks.data })
      .from(chunks)
      .where(
        and(eq(chunks.tenantId, resume.tenantId), eq(chunks.resumeId, resume.resumeId), gt(chunks.seq, seq)),
      )
      .orderBy(asc(chunks.seq))
      .limit(1);
    if (!row) break;
    seq = row.seq;
    sent += row.data.length;
    if (sent > resume.sizeBytes) break;
    yield row.data;
  }
  if (sent !== resume.sizeBytes) {
    throw new Error(`resume ${resume.resumeId}: ${sent} bytes stored, ${resume.sizeBytes} expected`);
  }
}

/** A stored resume as one buffer (for tests and small tools; the API streams instead). */
export async function readResume(db: Db, tenantId: string, resumeId: number): Promise<Buffer> {
  const rows = await db
    .select({ data: chunks.data })
    .from(chunks)
    .where(and(eq(chunks.tenantId, tenantId), eq(chunks.resumeId, resumeId)))
    .orderBy(asc(chunks.seq));
  return Buffer.concat(rows.map((r) => r.data));
}
