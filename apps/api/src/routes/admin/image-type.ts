/**
 * Raster image types judged by their first bytes, never by a file name or a declared type.
 *   detectImageType(buffer) → { ext: "png", mime: "image/png" } | undefined
 */
export type ImageType = { ext: "png" | "jpg" | "webp"; mime: "image/png" | "image/jpeg" | "image/webp" };

const PNG = Buffer.from("89504e470d0a1a0a", "hex");
const JPEG = Buffer.from("ffd8ff", "hex");

export function detectImageType(file: Buffer): ImageType | undefined {
  if (file.length >= 8 && file.subarray(0, 8).equals(PNG)) return { ext: "png", mime: "image/png" };
  if (file.length >= 4 && file.subarray(0, 3).equals(JPEG)) return { ext: "jpg", mime: "image/jpeg" };
  // RIFF <size> WEBP
  if (
    file.length >= 12 &&
    file.toString("latin1", 0, 4) === "RIFF" &&
    file.toString("latin1", 8, 12) === "WEBP"
  ) {
    return { ext: "webp", mime: "image/webp" };
  }
  return undefined;
}
