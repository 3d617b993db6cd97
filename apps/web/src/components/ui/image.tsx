import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/**
 * next/image's markup (sizes, srcset, lazy loading, async decoding, `preload` / `priority`)
 * rendered on the server as a plain <img>. next/image itself is a client component: every page that
 * showed one fetched and hydrated its code (about 5 KB gzipped) only to watch for load events that
 * none of ours use. Server components use this; the props are next/image's.
 *
 *   <Image src={logo} alt="" width={120} height={40} />
 */
export function Image(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (props.preload || props.priority) {
    // What next/image does for an image that is likely the page's largest paint.
    preloadResource(img.src, {
      as: "image",
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: "high",
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the point: next/image's markup, no client code
  return <img {...img} alt={props.alt} />;
}
