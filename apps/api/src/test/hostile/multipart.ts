import fc from "fast-check";
import { anyString } from "./arbitraries";
import type { Body } from "./harness";

/**
 * Multipart bodies, well-formed and broken: parts in any order, missing parts, wrong field names, a text
 * field where a file belongs, truncated bodies, missing or mismatched boundaries, oversize files.
 */
export type Part = { name: string; filename?: string; type?: string; content: Buffer };

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1");
/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1d0b80000000049454e44ae426082",
  "hex",
);

/** Files of every kind: the accepted types, look-alikes (a ZIP without Word inside, PDF magic late), noise. */
export const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constant(PDF),
  fc.constant(PNG),
  fc.constant(Buffer.from("ffd8ffe000104a464946", "hex")),
  fc.constant(Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ", "latin1")),
  fc.constant(Buffer.alloc(0)),
  fc.constant(Buffer.from(" %PDF-1.4", "latin1")),
  fc.constant(
    Buffer.concat([
      Buffer.from("504b0304", "hex"),
      Buffer.alloc(40),
      Buffer.from("504b0506", "hex"),
      Buffer.alloc(18, 0xff),
    ]),
  ),
  fc.constant(Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(10)])),
  fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
  fc
    .uint8Array({ maxLength: 64 })
    .map((a) =>
      Buffer.concat([
        Buffer.from("504b0304", "hex"),
        Buffer.from(a),
        Buffer.from("504b0506", "hex"),
        Buffer.from(a),
      ]),
    ),
);

export function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`;
    chunks.push(Buffer.from(head, "utf8"), p.content, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Breakage applied to a well-formed multipart body. */
type Breakage =
  "none" | "truncate" | "no-end" | "wrong-boundary" | "no-boundary" | "not-multipart" | "garbage";

/**
 * A multipart request body from generated parts (`parts`), sometimes broken on the wire.
 * `oversize` is an (expensive) over-the-cap case added at a low rate.
 */
export function multipartArb(parts: fc.Arbitrary<Part[]>, oversize: Part[]): fc.Arbitrary<Body> {
  const breakage = fc.oneof(
    { arbitrary: fc.constant<Breakage>("none"), weight: 10 },
    {
      arbitrary: fc.constantFrom<Breakage>(
        "truncate",
        "no-end",
        "wrong-boundary",
        "no-boundary",
        "not-multipart",
        "garbage",
      ),
      weight: 4,
    },
  );
  const wellFormed = fc
    .tuple(parts, breakage, fc.double({ min: 0, max: 1, noNaN: true }), anyString)
    .map(([ps, broken, cut, junk]): Body => {
      const boundary = "----hostile" + "x".repeat(8);
      let payload = multipartBody(ps, boundary);
      let type = `multipart/form-data; boundary=${boundary}`;
      if (broken === "truncate") payload = payload.subarray(0, Math.floor(payload.length * cut));
      if (broken === "no-end") payload = payload.subarray(0, payload.length - boundary.length - 6);
      if (broken === "wrong-boundary") type = "multipart/form-data; boundary=other";
      if (broken === "no-boundary") type = "multipart/form-data";
      if (broken === "not-multipart") type = "application/json";
      if (broken === "garbage") payload = Buffer.from(junk);
      return {
        headers: { "content-type": type },
        payload,
        label: `multipart:${broken}:${ps.map((p) => p.name).join(",")}`,
      };
    });
  return fc.oneof(
    { arbitrary: wellFormed, weight: 60 },
    {
      arbitrary: fc.constant(oversize).map((ps): Body => {
        const boundary = "----big";
        return {
          headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
          payload: multipartBody(ps, boundary),
          label: "multipart:oversize",
        };
      }),
      weight: 1,
    },
  );
}
