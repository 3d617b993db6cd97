import {
  adminCareerSchema,
  BANNER_TAGS,
  CAREER_STATUSES,
  COMMENT_STATUSES,
  SOCIAL_TYPES,
} from "@site/contract";
import { describe, expect, it } from "vitest";
import { avatarSvg, defaultSeedData, heroSvg } from "./index";

const { categories, authors, posts, careers } = defaultSeedData;

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("default seed data", () => {
  it("has three authors with bios and two to four valid social links", () => {
    expect(authors).toHaveLength(3);
    for (const author of authors) {
      expect(author.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(author.full_name.split(" ").length).toBeGreaterThanOrEqual(2);
      expect(author.bio.length).toBeGreaterThan(120);
      expect(author.social.length).toBeGreaterThanOrEqual(2);
      expect(author.social.length).toBeLessThanOrEqual(4);
      for (const link of author.social) {
        expect(SOCIAL_TYPES).toContain(link.social_media_type);
        expect(link.social_link).toMatch(/^https:\/\//);
      }
    }
  });

  it("has at least seven categories with ids 1..n and unique names", () => {
    expect(categories.length).toBeGreaterThanOrEqual(7);
    expect(categories.map((c) => c.id)).toEqual(categories.map((_, i) => i + 1));
    expect(new Set(categories.map((c) => c.name)).size).toBe(categories.length);
  });

  it("has at least 32 posts with unique slugs, known authors and known categories", () => {
    expect(posts.length).toBeGreaterThanOrEqual(32);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.title)).size).toBe(posts.length);
    const authorSlugs = new Set(authors.map((a) => a.slug));
    const categoryIds = new Set(categories.map((c) => c.id));
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(authorSlugs.has(post.author), post.slug).toBe(true);
      expect(post.categories.length).toBeGreaterThanOrEqual(1);
      expect(new Set(post.categories).size).toBe(post.categories.length);
      for (const id of post.categories) expect(categoryIds.has(id), post.slug).toBe(true);
      expect(post.summary.length).toBeGreaterThan(60);
      expect(post.hero_image_alt_text.length).toBeGreaterThan(10);
      expect(post.hero_image_title.length).toBeGreaterThan(5);
    }
  });

  it("puts every category on at least three posts and gives every author several posts", () => {
    for (const category of categories) {
      const count = posts.filter((p) => p.categories.includes(category.id)).length;
      expect(count, category.name).toBeGreaterThanOrEqual(3);
    }
    for (const author of authors) {
      expect(posts.filter((p) => p.author === author.slug).length, author.slug).toBeGreaterThanOrEqual(8);
    }
    expect(posts.filter((p) => p.categories.length >= 2).length).toBeGreaterThanOrEqual(12);
  });

  it("covers all ten banner tags at least twice, plus posts without a banner", () => {
    expect(BANNER_TAGS).toHaveLength(10);
    for (const tag of BANNER_TAGS) {
      expect(posts.filter((p) => p.banner_tag === tag).length, tag).toBeGreaterThanOrEqual(2);
    }
    expect(posts.filter((p) => p.banner_tag === null).length).toBeGreaterThanOrEqual(2);
    for (const post of posts) if (post.banner_tag !== null) expect(BANNER_TAGS).toContain(post.banner_tag);
  });

  it("spreads published dates from January 2024 to November 2026", () => {
    const times = posts.map((p) => Date.parse(p.published_date));
    for (const t of times) expect(Number.isNaN(t)).toBe(false);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse("2024-01-01T00:00:00Z"));
    expect(Math.max(...times)).toBeLessThan(Date.parse("2026-12-01T00:00:00Z"));
    const years = new Set(posts.map((p) => p.published_date.slice(0, 4)));
    expect([...years].sort()).toEqual(["2024", "2025", "2026"]);
  });

  it("has counters in range and consistent ratings", () => {
    for (const post of posts) {
      expect(post.view_count).toBeGreaterThanOrEqual(40);
      expect(post.view_count).toBeLessThanOrEqual(9000);
      expect(post.like_count).toBeGreaterThanOrEqual(0);
      expect(post.like_count).toBeLessThanOrEqual(400);
      expect(post.like_count).toBeLessThanOrEqual(post.view_count);
      if (post.rating_count === 0) {
        expect(post.rating_sum).toBe(0);
      } else {
        const average = post.rating_sum / post.rating_count;
        expect(average, post.slug).toBeGreaterThanOrEqual(3);
        expect(average, post.slug).toBeLessThanOrEqual(5);
      }
    }
    expect(posts.some((p) => p.rating_count === 0)).toBe(true);
  });

  it("has real HTML bodies of varied length", () => {
    const counts = posts.map((p) => words(p.body));
    for (const [i, post] of posts.entries()) {
      expect(post.body, post.slug).toMatch(/<h2>/);
      expect(post.body, post.slug).toMatch(/<p>/);
      expect(counts[i], post.slug).toBeGreaterThanOrEqual(250);
      expect(post.body, post.slug).not.toMatch(/<script|<iframe|<style|\son\w+=|javascript:|lorem ipsum/i);
    }
    expect(counts.filter((n) => n >= 600).length).toBeGreaterThanOrEqual(posts.length / 2);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(1500);
    expect(posts.some((p) => p.body.includes("<blockquote>"))).toBe(true);
    expect(posts.some((p) => p.body.includes("<table>"))).toBe(true);
    expect(posts.some((p) => p.body.includes("<pre>"))).toBe(true);
    expect(posts.some((p) => p.body.includes("<ol>"))).toBe(true);
  });

  it("uses balanced, allowed HTML tags and escaped text in bodies and job descriptions", () => {
    const allowed = new Set(["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "code", "pre", "blockquote"]);
    for (const tag of ["table", "thead", "tbody", "tr", "th", "td"]) allowed.add(tag);
    const documents = [
      ...posts.map((p) => ({ name: p.slug, html: p.body })),
      ...careers.map((c) => ({ name: c.title, html: c.job_description })),
    ];
    for (const { name, html } of documents) {
      const stack: string[] = [];
      for (const [, closing, tag, attributes] of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>/g)) {
        expect(allowed.has(tag!), `${name}: <${tag}>`).toBe(true);
        if (closing) expect(stack.pop(), `${name}: </${tag}>`).toBe(tag);
        else {
          expect(
            attributes!.trim() === "" || /^ scope="col"$/.test(attributes!),
            `${name}: <${tag}${attributes}>`,
          ).toBe(true);
          stack.push(tag!);
        }
      }
      expect(stack, name).toEqual([]);
      const text = html.replace(/<\/?[a-z0-9]+[^>]*>/g, "");
      expect(text, name).not.toMatch(/[<>]/);
      expect(text, name).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
    }
  });

  it("finds several posts for common title searches", () => {
    for (const term of ["mvp", "testing", "cloud"]) {
      expect(posts.filter((p) => p.title.toLowerCase().includes(term)).length, term).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it("has approved, replied, pending and rejected comments dated after their post", () => {
    const all = posts.flatMap((p) => p.comments.map((c) => ({ post: p, comment: c })));
    expect(posts.filter((p) => p.comments.length > 0).length).toBeGreaterThanOrEqual(8);
    for (const status of COMMENT_STATUSES) {
      expect(
        all.some(({ comment }) => comment.status === status),
        status,
      ).toBe(true);
    }
    expect(
      all.filter(({ comment }) => comment.status === "APPROVED" && comment.reply).length,
    ).toBeGreaterThanOrEqual(3);
    for (const { post, comment } of all) {
      expect(Date.parse(comment.created_date)).toBeGreaterThan(Date.parse(post.published_date));
      expect(comment.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(comment.content.length).toBeLessThanOrEqual(1024);
      expect(comment.name.trim().length).toBeGreaterThan(0);
    }
  });

  it("has at least six careers, open and closed, with HTML descriptions", () => {
    expect(careers.length).toBeGreaterThanOrEqual(6);
    expect(careers.filter((c) => c.status === "CLOSED").length).toBeGreaterThanOrEqual(1);
    expect(careers.filter((c) => c.status === "OPEN").length).toBeGreaterThanOrEqual(1);
    expect(new Set(careers.map((c) => c.title)).size).toBe(careers.length);
    for (const career of careers) {
      expect(CAREER_STATUSES).toContain(career.status);
      expect(career.position_arrangement).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(Number.isNaN(Date.parse(career.updated_date))).toBe(false);
      expect(career.job_description).toMatch(/<h2>.*<\/h2>/);
      expect(career.job_description).toContain("<ul>");
    }
  });

  it("gives every open career a pay range the admin form would accept", () => {
    for (const career of careers) {
      const pay = career.pay;
      const fields = pay
        ? { pay_min: pay.min, pay_max: pay.max, pay_currency: pay.currency, pay_period: pay.period }
        : {};
      const parsed = adminCareerSchema.safeParse({ ...career, ...fields });
      expect(parsed.success, `${career.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    expect(careers.filter((c) => c.pay?.period === "HOUR").length).toBeGreaterThanOrEqual(1);
  });
});

describe("seed artwork", () => {
  const wellFormed = (svg: string, width: number, height: number) => {
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain(`width="${width}"`);
    expect(svg).toContain(`height="${height}"`);
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    expect(svg).not.toMatch(/<script|href=|url\((?!#)|\son\w+=/i);
    // Every ampersand is an entity: a raw one would make the file invalid XML.
    expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  };

  it("draws a valid, deterministic hero per post, labelled with its first category", () => {
    const heroes = posts.map((post, i) => heroSvg(post, i));
    posts.forEach((post, i) => {
      wellFormed(heroes[i]!, 1200, 630);
      expect(heroSvg(post, i)).toBe(heroes[i]);
      const first = categories.find((c) => c.id === post.categories[0])!;
      expect(heroes[i]).toContain(first.name.toUpperCase().replace(/&/g, "&amp;"));
    });
    expect(new Set(heroes).size).toBe(heroes.length);
  });

  it("draws a valid avatar with the author's initials", () => {
    for (const author of authors) {
      const svg = avatarSvg(author);
      wellFormed(svg, 256, 256);
      const initials = author.full_name
        .split(" ")
        .map((part) => part[0])
        .filter((_, i, all) => i === 0 || i === all.length - 1)
        .join("");
      expect(svg).toContain(`>${initials}</text>`);
    }
    // Each author gets their own colours, so the three avatars are told apart at a glance.
    const grounds = authors.map((a) => avatarSvg(a).match(/stop-color="(#[0-9a-f]{6})"/)?.[1]);
    expect(new Set(grounds).size).toBe(authors.length);
  });
});
