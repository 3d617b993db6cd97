/** The blog's own words, shared by its pages, metadata and feed. */
export const BLOG_TITLE = "Blog";
export const BLOG_HEADLINE = "Field notes on building software that lasts";
export const BLOG_DESCRIPTION =
  "Practical articles from the Cobaltline team on software development, product design, DevOps, quality assurance and digital transformation for healthcare, telecom, legal and financial companies.";
export const BLOG_FEED_TITLE = "Cobaltline Blog";
export const FEED_PATH = "/blog/feed.xml";
