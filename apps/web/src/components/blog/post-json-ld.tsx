import type { BlogPosting, WithContext } from "schema-dts";
import { htmlToText, type BlogPost } from "@site/contract";
import { siteConfig } from "@/config/site";
import { JsonLd } from "@/components/seo/json-ld";

/** BlogPosting structured data of a post. */
export function PostJsonLd({ post, url, siteUrl }: { post: BlogPost; url: string; siteUrl: string }) {
  const abs = (path: string) => new URL(path, siteUrl).toString();
  const words = htmlToText(post.body).split(" ").filter(Boolean).length;
  const data: WithContext<BlogPosting> = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: post.title,
    description: post.summary,
    image: [abs(post.hero_image.file_path)],
    datePublished: post.published_date,
    dateModified: post.published_date,
    wordCount: words,
    timeRequired: `PT${post.read_time}M`,
    inLanguage: "en-US",
    articleSection: post.categories[0]?.category_name,
    keywords: post.categories.map((c) => c.category_name).join(", "),
    author: {
      "@type": "Person",
      name: post.author_name.full_name,
      url: abs(`/author/${post.author_name.slug}`),
    },
    publisher: {
      "@type": "Organization",
      name: siteConfig.name,
      url: abs("/"),
      logo: { "@type": "ImageObject", url: abs("/icon.svg") },
    },
    commentCount: post.blog_comments.length,
    interactionStatistic: [
      {
        "@type": "InteractionCounter",
        interactionType: { "@type": "LikeAction" },
        userInteractionCount: post.like_count,
      },
      {
        "@type": "InteractionCounter",
        interactionType: { "@type": "ReadAction" },
        userInteractionCount: post.view_count,
      },
      {
        "@type": "InteractionCounter",
        interactionType: { "@type": "CommentAction" },
        userInteractionCount: post.blog_comments.length,
      },
    ],
  };
  return <JsonLd data={data} />;
}
