/**
 * The attributes next/image gives an <img> served through the site's image optimizer (/_next/image):
 * the same srcset, sizes, src, lazy loading and async decoding, for a string `src` with the site's
 * image settings (next.config.ts sets none: Next's defaults). next/image's getImageProps does this
 * too, but brings its whole configuration handling (static imports, blur placeholders, loaders,
 * about 3 KB gzipped) into a client bundle; a card rendered in the browser (the blog's query engine)
 * needs only this. The server's cards use the same function, so both render the same markup;
 * optimized-image.test.ts checks it against getImageProps.
 *
 *   <img alt="" {...optimizedImageProps({ src: "/media/a.jpg", width: 1200, height: 630, sizes: "100vw" })} />
 */

/** Next's default `images.deviceSizes` and `images.imageSizes`, together and ascending. */
const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const ALL_SIZES = [32, 48, 64, 96, 128, 256, 384, ...DEVICE_SIZES];
/** Next's default `images.qualities`: the only quality the optimizer serves. */
const QUALITY = 75;

export type OptimizedImageInput = {
  src: string;
  width: number;
  height: number;
  /** The `sizes` attribute; with it, the srcset lists widths (`w`), else densities (`x`). */
  sizes?: string;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
};

const optimizerUrl = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

/** The candidate widths, as next/image chooses them (get-img-props.ts, getWidths). */
function widthsFor(width: number, sizes: string | undefined): [number[], "w" | "x"] {
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
    if (!percents.length) return [ALL_SIZES, "w"];
    const smallest = DEVICE_SIZES[0]! * Math.min(...percents) * 0.01;
    return [ALL_SIZES.filter((s) => s >= smallest), "w"];
  }
  const pick = (w: number) => ALL_SIZES.find((s) => s >= w) ?? ALL_SIZES.at(-1)!;
  return [[...new Set([pick(width), pick(width * 2)])], "x"];
}

export function optimizedImageProps({
  src,
  width,
  height,
  sizes,
  loading,
  fetchPriority,
}: OptimizedImageInput) {
  const [widths, kind] = widthsFor(width, sizes);
  // An SVG is served as it is (next/image's default without dangerouslyAllowSVG).
  const asIs = src.startsWith("data:") || src.startsWith("blob:") || src.split("?", 1)[0]!.endsWith(".svg");
  return {
    loading: loading ?? (src.startsWith("data:") || src.startsWith("blob:") ? undefined : "lazy"),
    fetchPriority,
    width,
    height,
    decoding: "async" as const,
    style: { color: "transparent" },
    sizes: asIs ? undefined : sizes,
    srcSet: asIs
      ? undefined
      : widths.map((w, i) => `${optimizerUrl(src, w)} ${kind === "w" ? w : i + 1}${kind}`).join(", "),
    // Last, as in next/image: React sets attributes in order, and a browser starts loading at `src`.
    src: asIs ? src : optimizerUrl(src, widths.at(-1)!),
  };
}
