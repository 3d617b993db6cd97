/**
 * The blog list's filter string (spec §7), a small RSQL subset:
 *   blogCategories.id=in=(1,2)      categories
 *   title=ilike='encoded%20text'    title search, quoted and URI-encoded
 *   blogAuthor.slug=in=(jane-doe)   author: overrides the other two
 * joined by ';'. `parseBlogFilter` accepts exactly what `buildBlogFilter` produces and rejects anything else.
 */

export type BlogFilter = {
  categoryIds?: number[];
  title?: string;
  authorSlug?: string;
};

export const FILTER_MAX_LENGTH = 2000;
export const FILTER_MAX_CATEGORIES = 50;
export const FILTER_TITLE_MAX = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** encodeURIComponent, plus the characters it leaves alone that could end a quoted value. */
function encodeStrict(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Drops what the filter would ignore: blank titles, duplicate or invalid ids, and everything but the author when one is set. */
export function normalizeBlogFilter(filter: BlogFilter): BlogFilter {
  if (filter.authorSlug) return { authorSlug: filter.authorSlug };
  const out: BlogFilter = {};
  const ids = [...new Set((filter.categoryIds ?? []).filter((n) => Number.isSafeInteger(n) && n > 0))];
  if (ids.length) out.categoryIds = ids;
  const title = filter.title?.trim();
  if (title) out.title = title;
  return out;
}

/** buildBlogFilter({ categoryIds: [1, 2], title: "edge ai" }) === "blogCategories.id=in=(1,2);title=ilike='edge%20ai'" */
export function buildBlogFilter(filter: BlogFilter): string {
  const f = normalizeBlogFilter(filter);
  if (f.authorSlug) return `blogAuthor.slug=in=(${f.authorSlug})`;
  const parts: string[] = [];
  if (f.categoryIds) parts.push(`blogCategories.id=in=(${f.categoryIds.join(",")})`);
  if (f.title) parts.push(`title=ilike='${encodeStrict(f.title)}'`);
  return parts.join(";");
}

export class BlogFilterError extends Error {
  constructor(reason: string) {
    super(`The filter is not valid: ${reason}`);
    this.name = "BlogFilterError";
  }
}

const CATEGORIES = /^blogCategories\.id=in=\(([0-9]{1,9}(?:,[0-9]{1,9})*)\)$/;
const TITLE = /^title=ilike='([A-Za-z0-9%._~-]*)'$/;
const AUTHOR = /^blogAuthor\.slug=in=\(([a-z0-9-]{1,200})\)$/;

/** Parses a filter string; throws BlogFilterError on anything outside the subset. "" parses to {}. */
export function parseBlogFilter(input: string): BlogFilter {
  if (input.length > FILTER_MAX_LENGTH) throw new BlogFilterError("too long");
  if (input === "") return {};
  const out: BlogFilter = {};
  for (const part of input.split(";")) {
    let m: RegExpExecArray | null;
    if ((m = CATEGORIES.exec(part))) {
      if (out.categoryIds) throw new BlogFilterError("categories given twice");
      const ids = m[1]!.split(",").map(Number);
      if (ids.length > FILTER_MAX_CATEGORIES) throw new BlogFilterError("too many categories");
      if (ids.some((n) => n <= 0)) throw new BlogFilterError("category ids must be positive");
      if (new Set(ids).size !== ids.length) throw new BlogFilterError("duplicate category ids");
      out.categoryIds = ids;
    } else if ((m = TITLE.exec(part))) {
      if (out.title !== undefined) throw new BlogFilterError("title given twice");
      let title: string;
      try {
        title = decodeURIComponent(m[1]!);
      } catch {
        throw new BlogFilterError("title is not correctly encoded");
      }
      if (!title.trim() || title !== title.trim()) throw new BlogFilterError("title is blank or padded");
      if (title.length > FILTER_TITLE_MAX) throw new BlogFilterError("title is too long");
      out.title = title;
    } else if ((m = AUTHOR.exec(part))) {
      if (out.authorSlug !== undefined) throw new BlogFilterError("author given twice");
      if (!SLUG.test(m[1]!)) throw new BlogFilterError("author slug is not valid");
      out.authorSlug = m[1]!;
    } else {
      throw new BlogFilterError("unknown or malformed clause");
    }
  }
  if (out.authorSlug && (out.categoryIds || out.title !== undefined)) {
    throw new BlogFilterError("the author filter stands alone");
  }
  return out;
}

/** Like parseBlogFilter, returning a result instead of throwing. */
export function safeParseBlogFilter(
  input: string,
): { success: true; data: BlogFilter } | { success: false; error: string } {
  try {
    return { success: true, data: parseBlogFilter(input) };
  } catch (e) {
    return { success: false, error: (e as Error).message };
  }
}
