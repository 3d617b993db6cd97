import "server-only";
import { API_ERRORS } from "@site/contract";

/** The encoding of a form a browser posts without script (no file). */
export const URLENCODED = "application/x-www-form-urlencoded";

/** A body over its route's limit. Nothing of it is kept or passed on. */
export class BodyTooLarge extends Error {
  constructor() {
    super(API_ERRORS.bodyTooLarge);
  }
}

/** True when the request announces more bytes than `max` (Content-Length), before any is read. */
export function announcesTooMuch(req: Request, max: number): boolean {
  const declared = req.headers.get("content-length");
  if (declared === null) return false;
  const length = Number(declared);
  return !Number.isFinite(length) || length > max;
}

/**
 * Reads a small body whole, counting as it goes: past `max` bytes it stops reading and throws
 * BodyTooLarge, so a sender without Content-Length (chunked) cannot make the site hold more than
 * `max` bytes either.
 */
export async function readCapped(req: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      // Stop reading, but do not cancel: cancelling destroys the connection before the 413 can be
      // sent. The answer closes the connection instead (serve.ts).
      reader.releaseLock();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Passes a body on as it arrives (an upload streamed to the API, never held whole), erroring the
 * stream once more than `max` bytes have passed: the API's read then fails, so a cut-off body is
 * never stored. `exceeded()` tells afterwards whether that is why the forward failed.
 */
export function cappedStream(
  body: ReadableStream<Uint8Array>,
  max: number,
): { stream: ReadableStream<Uint8Array>; exceeded: () => boolean } {
  let total = 0;
  let over = false;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > max) {
          over = true;
          controller.error(new BodyTooLarge());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
    // As above: the source is left unread, not cancelled, so the 413 still reaches the sender.
    { preventCancel: true },
  );
  return { stream, exceeded: () => over };
}
