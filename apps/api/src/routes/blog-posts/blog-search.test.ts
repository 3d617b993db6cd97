import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBlogFilter, MESSAGES, type BlogPostSummary, type Paged } from "@site/contract";
import { closeDb, createTestContext, type TestContext } from "../../test/context";
import { fixture } from "../../test/fixture";

let t: TestContext;
let other: TestContext;

const base = fixture.posts[0]!;
const post = (day: number, slug: string, title: string, summary: string, body: string) => ({
  ...base,
  slug,
  title,
  summary,
  body,
  comments: [],
  published_date: `2025-02-0${day}T10:00:00.000Z`,
});

const POSTS = [
  post(
    1,
    "mvp-for-healthcare",
    "Building an MVP for Healthcare",
    "How a clinic's booking app shipped in eight weeks.",
    "<p>We interviewed nurses and patients before writing a line of code. Telemedicine rules shaped the architecture.</p>",
  ),
  post(
    2,
    "release-trains",
    "Release Trains for Small Teams",
    "A steady rhythm beats heroic launches.",
    "<p>Our healthcare client releases every two weeks. Feature flags keep unfinished work dark.</p>",
  ),
  post(
    3,
    "observability-on-a-budget",
    "Observability on a Budget",
    "Logs, metrics and traces without the bill.",
    "<h2>Where to start</h2><p>Start with structured logs &amp; a single dashboard; add tracing when latency hurts.</p>",
  ),
];

beforeAll(async () => {
  t = await createTestContext({ data: { ...fixture, posts: POSTS } });
  // Another tenant whose posts hold words the first one's never did.
  other = await createTestContext({
    data: {
      ...fixture,
      posts: [post(4, "quantum", "Quantum Annealing Notes", "Qubits.", "<p>Superconducting qubits.</p>")],
    },
  });
});
afterAll(async () => {
  await t.close();
  await other.close();
  await closeDb();
});

async function search(words: string, query: Record<string, string | number> = {}) {
  const res = await t.get("/blog-posts/published", { page: 0, size: 9, search: words, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Paged<BlogPostSummary>;
}
const slugs = (page: Paged<BlogPostSummary>) => page.content.map((p) => p.slug);
const marked = (runs: { text: string; match: boolean }[] = []) =>
  runs.filter((r) => r.match).map((r) => r.text);

describe("GET /blog-posts/published?search=", () => {
  it("finds a post by a word only its body holds, and marks it in the snippet", async () => {
    const page = await search("telemedicine");
    expect(slugs(page)).toEqual(["mvp-for-healthcare"]);
    expect(page.totalElements).toBe(1);
    const match = page.content[0]!.search_match!;
    expect(marked(match.snippet)).toEqual(["Telemedicine"]);
    expect(match.snippet.map((r) => r.text).join("")).toContain("Telemedicine rules shaped the architecture");
    // The title holds no match: it comes whole and plain.
    expect(match.title).toEqual([{ text: "Building an MVP for Healthcare", match: false }]);
  });

  it("needs every word, and ranks a title's match above a body's", async () => {
    expect(slugs(await search("mvp healthcare"))).toEqual(["mvp-for-healthcare"]);
    const page = await search("healthcare");
    expect(slugs(page)).toEqual(["mvp-for-healthcare", "release-trains"]);
    expect(marked(page.content[0]!.search_match!.title)).toEqual(["Healthcare"]);
    expect(marked(page.content[1]!.search_match!.snippet)).toEqual(["healthcare"]);
  });

  it("tolerates a one-letter typo and other word forms", async () => {
    expect(slugs(await search("helthcare"))).toEqual(["mvp-for-healthcare", "release-trains"]);
    expect(slugs(await search("telemedecine"))).toEqual(["mvp-for-healthcare"]);
    expect(slugs(await search("dashboards"))).toEqual(["observability-on-a-budget"]);
    expect(slugs(await search("interviewing nurse"))).toEqual(["mvp-for-healthcare"]);
    // The word being typed matches as a prefix.
    expect(slugs(await search("observab"))).toEqual(["observability-on-a-budget"]);
  });

  it("shows the body as text: no tags, entities decoded", async () => {
    const snippet = (await search("structured logs")).content[0]!.search_match!.snippet;
    const text = snippet.map((r) => r.text).join("");
    expect(text).toContain("structured logs & a single dashboard");
    // A heading ends with a full stop, so it does not run into the next sentence.
    expect(text).toContain("Where to start. Start with");
    expect(text).not.toMatch(/<|&amp;/);
  });

  it("keeps the other filters, and an asked-for order", async () => {
    const categoryIds = [t.seed.categoryIds.get(base.categories[0]!)!];
    const inCategory = await search("healthcare", { filter: buildBlogFilter({ categoryIds }) });
    expect(slugs(inCategory)).toEqual(["mvp-for-healthcare", "release-trains"]);
    const oldestFirst = await search("healthcare", { sort: "publishedDate,asc" });
    expect(slugs(oldestFirst)).toEqual(["mvp-for-healthcare", "release-trains"]);
    const newestFirst = await search("healthcare", { sort: "publishedDate,desc" });
    expect(slugs(newestFirst)).toEqual(["release-trains", "mvp-for-healthcare"]);
    const paged = await search("healthcare", { size: 1, page: 1 });
    expect([slugs(paged), paged.totalElements, paged.totalPages]).toEqual([["release-trains"], 2, 2]);
  });

  it("serves words the stemmer drops with the title filter, and finds nothing for unknown words", async () => {
    expect(slugs(await search("for"))).toEqual(["release-trains", "mvp-for-healthcare"]);
    expect((await search("zebra crossing")).totalElements).toBe(0);
    // Another tenant's words are not this one's: no stand-in comes from them.
    expect((await search("qubits")).totalElements).toBe(0);
    expect(
      slugs(await other.get("/blog-posts/published", { search: "qubit" }).then((r) => r.json())),
    ).toEqual(["quantum"]);
  });

  it("takes any text without failing, and refuses an over-long one with a message", async () => {
    for (const words of [
      "<script>alert(1)</script>",
      "a & b | !c",
      "'; drop table posts; --",
      ":* (",
      "ünïcödé 日本語",
    ]) {
      expect((await t.get("/blog-posts/published", { search: words })).statusCode, words).toBe(200);
    }
    const long = await t.get("/blog-posts/published", { search: "x".repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.search).toBe(MESSAGES.tooLong(200));
  });

  it("leaves the spec's title filter as it was", async () => {
    const res = await t.get("/blog-posts/published", { filter: buildBlogFilter({ title: "release" }) });
    expect(slugs(res.json())).toEqual(["release-trains"]);
    expect(res.json().content[0].search_match).toBeUndefined();
  });
});
