import type { BlogPostSummary } from "@site/contract";
import { BlogCard } from "./blog-card";
import { BLOG_GRID } from "./list-state";

/** The list's grid of cards as the server renders it (the explorer renders the same markup itself later). */
export function BlogGrid({ posts, highlight }: { posts: BlogPostSummary[]; highlight?: string }) {
  return (
    <ul className={BLOG_GRID} data-testid="blog-grid">
      {posts.map((post) => (
        <li key={post.id}>
          <BlogCard post={post} highlight={highlight} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}
