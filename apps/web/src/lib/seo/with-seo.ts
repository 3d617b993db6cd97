import "server-only";
import { env } from "@/env";
import type { PageMetadataInput } from "@/components/seo/page-metadata";

type Seo = { title: string | null; description: string | null; image: string | null } | null | undefined;

/**
 * A page's metadata input with the team's SEO title, description and social image (issue 32) put in
 * place of the page's own where they are filled in; an empty field keeps today's value.
 *
 *   pageMetadata(withSeo({ path: "/blog/x", title: post.title, description: post.summary }, post.seo))
 */
export function withSeo(input: PageMetadataInput, seo: Seo): PageMetadataInput {
  if (!seo) return input;
  return {
    ...input,
    ...(seo.title ? { title: seo.title } : {}),
    ...(seo.description ? { description: seo.description } : {}),
    ...(seo.image
      ? { images: [{ url: new URL(seo.image, env.SITE_URL).toString(), alt: input.images?.[0]?.alt }] }
      : {}),
  };
}
