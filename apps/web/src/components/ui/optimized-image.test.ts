import { describe, expect, it } from "vitest";
import { getImageProps } from "next/image";
import { optimizedImageProps, type OptimizedImageInput } from "./optimized-image";

/** next/image's own attributes for the same image, the reference this helper must match. */
function reference(input: OptimizedImageInput) {
  const { props } = getImageProps({ alt: "", ...input });
  const { alt: _alt, ...rest } = props;
  return rest;
}

const CASES: OptimizedImageInput[] = [
  // The blog grid's and the author page's cards.
  {
    src: "/media/blog/hero.jpg",
    width: 1200,
    height: 630,
    sizes: "(min-width: 1440px) 300px, (min-width: 768px) 45vw, 100vw",
    loading: "lazy",
  },
  {
    src: "/media/blog/hero.jpg",
    width: 1200,
    height: 630,
    sizes: "(min-width: 1440px) 300px, (min-width: 768px) 45vw, 100vw",
    loading: "eager",
  },
  // The related posts' cards.
  {
    src: "/media/blog/a b&c.webp?v=2",
    width: 1200,
    height: 630,
    sizes: "(min-width: 992px) 380px, (min-width: 576px) 50vw, 100vw",
  },
  {
    src: "/media/x.png",
    width: 1200,
    height: 630,
    sizes: "(min-width: 992px) 640px, 100vw",
    fetchPriority: "high",
    loading: "eager",
  },
  { src: "https://cdn.example.test/x.png", width: 400, height: 300, sizes: "300px" },
  { src: "/media/x.png", width: 120, height: 40 },
  { src: "/media/x.png", width: 3000, height: 40 },
  { src: "/media/logo.svg", width: 1200, height: 630, sizes: "100vw" },
  { src: "data:image/png;base64,AAAA", width: 10, height: 10, sizes: "100vw" },
];

describe("optimizedImageProps", () => {
  it.each(CASES)("matches next/image's attributes for %o", (input) => {
    const ours = optimizedImageProps(input);
    const theirs = reference(input);
    // Same attributes with the same values, in the same order (src last).
    expect(JSON.parse(JSON.stringify(ours))).toEqual(JSON.parse(JSON.stringify(theirs)));
    expect(Object.keys(JSON.parse(JSON.stringify(ours))).at(-1)).toBe("src");
  });
});
