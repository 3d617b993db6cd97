import type { SeedData } from "../db/seed/data/types";

/**
 * A small, fixed content set for route tests: 2 authors, 3 categories, 6 posts (one per day from
 * 2025-01-01, so the newest is "post-six"), comments in every state, 3 careers (one CLOSED).
 */
export const fixture: SeedData = {
  categories: [
    { id: 1, name: "Engineering" },
    { id: 2, name: "Design" },
    { id: 3, name: "Quality" },
  ],
  authors: [
    {
      slug: "ada-quill",
      full_name: "Ada Quill",
      bio: "Writes about backend systems and the habits that keep them boring.",
      social: [
        { social_media_type: "LINKEDIN", social_link: "https://www.linkedin.com/in/ada-quill-example" },
        { social_media_type: "X", social_link: "https://x.com/adaquill_example" },
      ],
    },
    {
      slug: "ben-ortiz",
      full_name: "Ben Ortiz",
      bio: "Designs interfaces people can use the first time.",
      social: [],
    },
  ],
  posts: [
    post(1, "post-one", "Release Trains for Small Teams", "ada-quill", [1], "devops"),
    post(2, "post-two", "Designing Forms That Forgive", "ben-ortiz", [2], "ui/ux design"),
    post(3, "post-three", "Testing 100% of the Checkout", "ada-quill", [1, 3], "quality assurance"),
    post(4, "post-four", "A Field Guide to Design Tokens", "ben-ortiz", [2], null),
    post(5, "post-five", "Snake_case, Wildcards and Search", "ada-quill", [1], "software development"),
    post(6, "post-six", "Quality Gates That Do Not Block", "ada-quill", [3], "quality assurance"),
  ],
  careers: [
    career("Senior Backend Engineer", "OPEN", "FULL_TIME_REMOTE", "2025-03-01T09:00:00Z"),
    career("Product Designer", "OPEN", "FULL_TIME_HYBRID", "2025-03-05T09:00:00Z"),
    career("QA Automation Lead", "CLOSED", "CONTRACT", "2025-02-10T09:00:00Z"),
  ],
};

function post(
  day: number,
  slug: string,
  title: string,
  author: string,
  categories: number[],
  banner_tag: string | null,
): SeedData["posts"][number] {
  const published = `2025-01-0${day}T10:00:00.000Z`;
  const words = Array.from({ length: 300 * day }, (_, i) => `word${i}`).join(" ");
  return {
    slug,
    title,
    summary: `${title}: what we learned.`,
    body: `<h2>${title}</h2><p>${words}</p>`,
    author,
    categories,
    banner_tag,
    published_date: published,
    hero_image_alt_text: `Illustration for ${title}`,
    hero_image_title: title,
    view_count: day * 10,
    like_count: day,
    rating_sum: day === 1 ? 9 : 0,
    rating_count: day === 1 ? 2 : 0,
    comments:
      day === 1
        ? [
            {
              name: "Cleo",
              email: "cleo@example.com",
              content: "Second approved comment.",
              status: "APPROVED",
              created_date: "2025-01-03T08:00:00.000Z",
            },
            {
              name: "Dan",
              email: "dan@example.com",
              content: "First approved comment.",
              reply: "Thanks, Dan!",
              status: "APPROVED",
              created_date: "2025-01-02T08:00:00.000Z",
            },
            {
              name: "Eve",
              email: "eve@example.com",
              content: "Waiting for review.",
              status: "PENDING",
              created_date: "2025-01-04T08:00:00.000Z",
            },
            {
              name: "Mal",
              email: "mal@example.com",
              content: "Rejected spam.",
              status: "REJECTED",
              created_date: "2025-01-05T08:00:00.000Z",
            },
          ]
        : [],
  };
}

function career(
  title: string,
  status: "OPEN" | "CLOSED",
  position_arrangement: string,
  updated_date: string,
): SeedData["careers"][number] {
  return {
    title,
    status,
    position_arrangement,
    updated_date,
    job_description: `<h2>${title}</h2><p>What you will do and what we offer.</p>`,
    pay: { min: 90000, max: 130000, currency: "USD", period: "YEAR" },
  };
}
