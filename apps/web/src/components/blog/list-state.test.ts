import { describe, expect, it } from "vitest";
import { DEFAULT_SORT } from "@site/contract";
import {
  changedListState,
  clearedListState,
  EMPTY_LIST_STATE,
  listHref,
  listQuery,
  pageSizeForWidth,
  parseListParams,
  slicePage,
  toListParams,
} from "./list-state";

describe("parseListParams", () => {
  it("reads every parameter of spec §2", () => {
    const state = parseListParams(
      new URLSearchParams("query=edge%20ai&page=3&sort=publishedDate,asc&categories=5,2,5&author=jane-doe"),
    );
    expect(state).toEqual({
      query: "edge ai",
      page: 2,
      sort: "publishedDate,asc",
      categories: [2, 5],
      author: "jane-doe",
    });
  });

  it("reads the categories as the filter's checkboxes send them without JavaScript", () => {
    expect(
      parseListParams(new URLSearchParams("category=5&category=2&query=&sort=publishedDate,asc")),
    ).toEqual({ ...EMPTY_LIST_STATE, categories: [2, 5], sort: "publishedDate,asc" });
    expect(parseListParams({ category: ["7", "x", "3"], categories: "3,9" }).categories).toEqual([3, 7, 9]);
    expect(parseListParams({ category: "4" }).categories).toEqual([4]);
  });

  it("treats page 0, 1, absent and junk as the first page", () => {
    for (const page of ["0", "1", "", "-4", "abc"]) {
      expect(parseListParams(new URLSearchParams({ page })).page).toBe(0);
    }
    expect(parseListParams({}).page).toBe(0);
    expect(parseListParams({ page: "2" }).page).toBe(1);
  });

  it("falls back to defaults on malformed values", () => {
    const state = parseListParams({
      sort: "title,asc",
      categories: "1,x,-2,0,3",
      author: "Robert'); DROP TABLE",
      query: "   ",
    });
    expect(state).toEqual({ ...EMPTY_LIST_STATE, categories: [1, 3] });
    expect(state.sort).toBe(DEFAULT_SORT);
  });

  it("accepts Next's searchParams objects with repeated keys", () => {
    expect(parseListParams({ query: ["first", "second"] }).query).toBe("first");
  });
});

describe("toListParams / listHref", () => {
  it("leaves the defaults out and writes the page 1-based", () => {
    expect(listHref(EMPTY_LIST_STATE)).toBe("/blog");
    expect(
      toListParams({
        query: "a b",
        page: 1,
        sort: "publishedDate,asc",
        categories: [3, 1],
        author: "",
      }).toString(),
    ).toBe("query=a+b&categories=3%2C1&sort=publishedDate%2Casc&page=2");
  });

  it("round-trips through the parser", () => {
    const state = {
      query: "ci/cd & ops",
      page: 4,
      sort: "publishedDate,asc" as const,
      categories: [1, 9],
      author: "",
    };
    expect(parseListParams(toListParams(state))).toEqual(state);
  });
});

describe("listQuery", () => {
  it("asks for the §7 filter, the search's words and a chosen order", () => {
    expect(listQuery(EMPTY_LIST_STATE)).toEqual({ filter: "", sort: "publishedDate,desc" });
    expect(listQuery({ ...EMPTY_LIST_STATE, categories: [1, 2] })).toEqual({
      filter: "blogCategories.id=in=(1,2)",
      sort: "publishedDate,desc",
    });
    // A search is by relevance unless a date order was chosen.
    const searching = parseListParams(new URLSearchParams("query=edge+ai&categories=4"));
    expect(searching.sort).toBe("relevance");
    expect(listQuery(searching)).toEqual({ filter: "blogCategories.id=in=(4)", search: "edge ai" });
    const oldest = parseListParams(new URLSearchParams("query=edge&sort=publishedDate,asc"));
    expect(listQuery(oldest)).toEqual({ filter: "", search: "edge", sort: "publishedDate,asc" });
    // The author stands alone: no search.
    expect(listQuery({ ...EMPTY_LIST_STATE, categories: [4], query: "x", author: "jane-doe" })).toEqual({
      filter: "blogAuthor.slug=in=(jane-doe)",
      sort: "publishedDate,desc",
    });
  });

  it("follows the search with an order nobody chose, and keeps one that was chosen", () => {
    const started = changedListState(EMPTY_LIST_STATE, { query: "mvp" });
    expect(started.sort).toBe("relevance");
    expect(toListParams(started).toString()).toBe("query=mvp");
    expect(changedListState(started, { query: "" }).sort).toBe("publishedDate,desc");
    const chosen = changedListState(started, { sort: "publishedDate,asc" });
    expect(toListParams(chosen).toString()).toBe("query=mvp&sort=publishedDate%2Casc");
    expect(changedListState(chosen, { query: "ai" }).sort).toBe("publishedDate,asc");
    expect(clearedListState(started).sort).toBe("publishedDate,desc");
    // "relevance" without a search means nothing: newest first.
    expect(parseListParams(new URLSearchParams("sort=relevance")).sort).toBe("publishedDate,desc");
  });
});

describe("pageSizeForWidth", () => {
  it.each([
    [320, 6],
    [767, 6],
    [768, 8],
    [1439, 8],
    [1440, 9],
    [2560, 9],
  ])("%s px → %s posts", (width, size) => {
    expect(pageSizeForWidth(width)).toBe(size);
  });
});

describe("slicePage", () => {
  const items = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
  const first = { content: items, totalElements: 20, totalPages: 3 };

  it("cuts the smaller first pages out of the server's first page", () => {
    expect(slicePage(first, { page: 0, size: 9 }, { page: 0, size: 6 })).toEqual({
      content: items.slice(0, 6),
      totalElements: 20,
      totalPages: 4,
    });
    expect(slicePage(first, { page: 0, size: 9 }, { page: 0, size: 8 })?.totalPages).toBe(3);
  });

  it("refuses pages that reach outside what is in hand", () => {
    expect(slicePage(first, { page: 0, size: 9 }, { page: 1, size: 6 })).toBeUndefined();
    const second = { content: items, totalElements: 20, totalPages: 3 };
    expect(slicePage(second, { page: 1, size: 9 }, { page: 1, size: 8 })).toBeUndefined();
  });

  it("handles a short last page and an empty list", () => {
    const last = { content: ["s", "t"], totalElements: 20, totalPages: 3 };
    expect(slicePage(last, { page: 2, size: 9 }, { page: 2, size: 9 })?.content).toEqual(["s", "t"]);
    const none = { content: [], totalElements: 0, totalPages: 0 };
    expect(slicePage(none, { page: 0, size: 9 }, { page: 0, size: 6 })).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
    });
  });
});
