import { env } from "@/env";
import { siteConfig } from "@/config/site";
import { getPublishedPosts } from "@/lib/api/blog";
import { BLOG_DESCRIPTION, BLOG_FEED_TITLE } from "@/components/blog/blog-copy";

const FEED_SIZE = 20;

// eslint-disable-next-line no-control-regex -- the control characters are exactly what this removes
const XML_FORBIDDEN = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function xml(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Characters XML 1.0 forbids outright would make the whole feed unreadable.
      .replace(XML_FORBIDDEN, "")
  );
}

/** GET /blog/feed.xml: RSS 2.0 of the latest posts, refreshed with the blog's cached reads. */
export async function GET() {
  let posts;
  try {
    posts = (await getPublishedPosts({ page: 0, size: FEED_SIZE })).content;
  } catch {
    return new Response("The feed is unavailable. Please try again shortly.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  }
  const site = env.SITE_URL.replace(/\/$/, "");
  const blogUrl = `${site}/blog`;
  const items = posts
    .map((post) => {
      const url = `${blogUrl}/${post.slug}`;
      const categories = post.categories.map((c) => `      <category>${xml(c.category_name)}</category>`);
      return [
        "    <item>",
        `      <title>${xml(post.title)}</title>`,
        `      <link>${xml(url)}</link>`,
        `      <guid isPermaLink="true">${xml(url)}</guid>`,
        `      <pubDate>${new Date(post.published_date).toUTCString()}</pubDate>`,
        `      <dc:creator>${xml(post.author_name.full_name)}</dc:creator>`,
        `      <description>${xml(post.summary)}</description>`,
        ...categories,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const latest = posts[0] ? new Date(posts[0].published_date) : new Date();
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(BLOG_FEED_TITLE)}</title>
    <link>${xml(blogUrl)}</link>
    <description>${xml(BLOG_DESCRIPTION)}</description>
    <language>en-us</language>
    <copyright>${xml(`© ${new Date().getUTCFullYear()} ${siteConfig.legalName}`)}</copyright>
    <lastBuildDate>${latest.toUTCString()}</lastBuildDate>
    <atom:link href="${xml(`${blogUrl}/feed.xml`)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": "public, max-age=0, s-maxage=300, stale-while-revalidate=600",
    },
  });
}
