/**
 * The blog's search (issue 21): words looked for in title, summary and body, ranked by relevance, tolerant
 * of word forms and small typos, with the matched words marked in the title and in a short snippet.
 *
 * - Each post keeps an English-stemmed full-text document (posts.search, written by the trigger of
 *   migration 0007; title weighs most, then summary, then body), behind a GIN index.
 * - The visitor's words are stemmed the same way. A word no post of the tenant has ever held is looked
 *   up among the words that have been (search_words, trigram GIN index): the three most alike stand in
 *   for it ("helthcare" finds "healthcare"). The last word also matches as a prefix, while it is typed.
 * - Posts must hold every word (or a stand-in); they come by ts_rank_cd, newest first among equals, unless
 *   an order is asked for. Words the stemmer drops ("how", "the") leave nothing to look for: then the
 *   title filter of spec §7 serves the search as typed.
 *
 *   const tsquery = await searchQuery(db, tenantId, "mvp helthcare");   // "mvp & (healthcar | …)"
 */
import { sql, type SQL } from "drizzle-orm";
import type { BlogPostSummary, TextRun } from "@site/contract";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/client";
import { posts, searchWords } from "../../db/schema";

/** At most this many of a search's words are looked for; the rest are ignored. */
const MAX_WORDS = 8;
/** Stand-ins for a word no post holds: the most alike by trigrams (pg_trgm's `%`, similarity ≥ 0.3). */
const ALIKE = 3;
/** A stem the search may use as it is: letters and digits only (tsquery syntax needs nothing quoted). */
const PLAIN_LEXEME = /^[\p{L}\p{N}]+$/u;

// Private-use characters mark the matches in ts_headline's answer; no text of a post holds them.
const START = "\uE000";
const STOP = "\uE001";
const TITLE_HEADLINE = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`;
const SNIPPET_HEADLINE = `MaxFragments=1, MaxWords=26, MinWords=12, ShortWord=2, StartSel=${START}, StopSel=${STOP}`;

type Word = { lexeme: string; known: boolean; knownPrefix: boolean; alike: string[] };

/**
 * The tsquery (for to_tsquery('simple', …)) of a visitor's search, or null when none of its words is
 * left after stemming.
 */
export async function searchQuery(db: Db, tenantId: string, text: string): Promise<string | null> {
  const result = await db.execute(sql`
    select t.lexeme,
      exists(select 1 from ${searchWords} w where w.tenant_id = ${tenantId} and w.word = t.lexeme) as known,
      exists(select 1 from ${searchWords} w where w.tenant_id = ${tenantId} and w.word like t.lexeme || '%') as known_prefix,
      array(
        select w.word from ${searchWords} w
        where w.tenant_id = ${tenantId} and w.word % t.lexeme
        order by similarity(w.word, t.lexeme) desc, w.word
        limit ${ALIKE}
      ) as alike
    from unnest(to_tsvector('english', ${text})) as t
    order by t.positions[1]
    limit ${MAX_WORDS}`);
  const words: Word[] = rowsOf<Record<string, unknown>>(result)
    .map((r) => ({
      lexeme: String(r.lexeme),
      known: r.known === true,
      knownPrefix: r.known_prefix === true,
      alike: (r.alike as string[]).filter((w) => PLAIN_LEXEME.test(w)),
    }))
    .filter((w) => PLAIN_LEXEME.test(w.lexeme));
  if (!words.length) return null;
  return words
    .map((word, i) => {
      const last = i === words.length - 1;
      const own = last && word.lexeme.length >= 3 ? `${word.lexeme}:*` : word.lexeme;
      const found = word.known || (last && word.knownPrefix);
      const options = found ? [own] : [own, ...word.alike.filter((w) => w !== word.lexeme)];
      return options.length > 1 ? `(${options.join(" | ")})` : options[0]!;
    })
    .join(" & ");
}

/** The condition "holds the search" for a tsquery from searchQuery. */
export function matchesSearch(tsquery: string): SQL {
  return sql`${posts.search} @@ to_tsquery('simple', ${tsquery})`;
}

/** Relevance, title words weighing most. */
export function searchRank(tsquery: string): SQL<number> {
  return sql<number>`ts_rank_cd(${posts.search}, to_tsquery('simple', ${tsquery}))`;
}

/** ts_headline's marked text as runs. */
export function textRuns(marked: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const [i, part] of marked.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    if (part) runs.push({ text: part, match: i % 2 === 1 });
  }
  return runs;
}

/** Each post's title and snippet with the search's words marked, by id. */
export async function searchMatches(
  db: Db,
  ids: number[],
  tsquery: string,
): Promise<Map<number, NonNullable<BlogPostSummary["search_match"]>>> {
  if (!ids.length) return new Map();
  const result = await db.execute(sql`
    select p.id,
      ts_headline('english', p.title, q.tsq, ${TITLE_HEADLINE}) as title,
      ts_headline('english', p.summary || ' ' || post_plain_text(p.body), q.tsq, ${SNIPPET_HEADLINE}) as snippet
    from ${posts} p, (select to_tsquery('simple', ${tsquery}) as tsq) q
    where p.id in ${ids}`);
  return new Map(
    rowsOf<{ id: number; title: string; snippet: string }>(result).map((r) => [
      Number(r.id),
      { title: textRuns(r.title), snippet: textRuns(r.snippet.replace(/\s+/g, " ").trim()) },
    ]),
  );
}
