/**
 * The benchmark's data: 10,000 published posts over 3 authors and 8 categories, each body 200 words of
 * common prose and two topic words (each topic in 1 post in 10), written set-wise in a few statements.
 */
import { eq, sql } from "drizzle-orm";
import type { DbHandle } from "../src/db/client";
import { categories, tenants } from "../src/db/schema";
import { indexSearchWords } from "../src/db/search-words";

export const POSTS = 10_000;
const TITLE_WORDS = ["Edge", "Cloud", "Design", "Quality", "Mobile", "Data", "Security", "Release"];
/** Each post's body: 200 words of common prose, and two topic words that each sit in 1 post in 20. */
const COMMON_WORDS =
  "team product build release test design user data cloud service plan week code review deploy ship feature customer value support change quality process practice project start learn measure improve risk budget scope goal story sprint backlog estimate demo feedback launch market growth".split(
    " ",
  );
const TOPIC_WORDS =
  "kubernetes observability accessibility onboarding telemedicine payments compliance localization analytics caching migrations latency encryption retention pricing checkout search notifications offline firmware".split(
    " ",
  );

/** 10,000 published posts over 3 authors and 8 categories (one or two each), written set-wise in a few statements. */
export async function seedPosts(handle: DbHandle, tenantId: string): Promise<number[]> {
  const { db } = handle;
  await db.insert(tenants).values({ id: tenantId, name: "Benchmark" });
  await db.execute(sql`
    insert into authors (tenant_id, slug, full_name, bio, avatar_path)
    select ${tenantId}, 'author-' || n, 'Author ' || n, 'Writes benchmark posts.', '/media/authors/author-' || n || '.svg'
    from generate_series(1, 3) n`);
  await db.execute(sql`
    insert into categories (tenant_id, name)
    select ${tenantId}, 'Category ' || n from generate_series(1, 8) n`);
  const words = sql.raw(`array[${TITLE_WORDS.map((w) => `'${w}'`).join(",")}]`);
  const common = sql.raw(`array[${COMMON_WORDS.map((w) => `'${w}'`).join(",")}]`);
  const topics = sql.raw(`array[${TOPIC_WORDS.map((w) => `'${w}'`).join(",")}]`);
  await db.execute(sql`
    insert into posts (tenant_id, author_id, slug, title, summary, body, read_time, hero_image_path,
      hero_image_alt_text, hero_image_title, banner_tag, status, published_date, like_count, view_count)
    select ${tenantId},
      (select id from authors where tenant_id = ${tenantId} order by id offset (n % 3) limit 1),
      'post-' || n,
      (${words})[1 + n % 8] || ' notes, part ' || n,
      'A summary of benchmark post ' || n || '.',
      '<p>' || (select string_agg((${common})[1 + ((n * 31 + i * 17) % ${COMMON_WORDS.length})], ' ')
                 from generate_series(1, 200) i)
        || ' ' || (${topics})[1 + n % ${TOPIC_WORDS.length}]
        || ' and ' || (${topics})[1 + (n * 7 + 3) % ${TOPIC_WORDS.length}] || '.</p>',
      2,
      '/media/blog/post-' || n || '.svg',
      'Illustration ' || n, 'Post ' || n,
      case when n % 5 = 0 then 'devops' else null end,
      'PUBLISHED',
      timestamptz '2020-01-01' + (n || ' hours')::interval,
      n % 97, n % 1013
    from generate_series(1, ${POSTS}) n`);
  const cats = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.tenantId, tenantId));
  const ids = cats.map((c) => c.id).sort((a, b) => a - b);
  await db.execute(sql`
    insert into post_categories (tenant_id, post_id, category_id)
    select p.tenant_id, p.id, c.id from posts p
    join lateral (select id from categories where tenant_id = ${tenantId} order by id offset (p.id % 8) limit 1) c on true
    where p.tenant_id = ${tenantId}
    union
    select p.tenant_id, p.id, c.id from posts p
    join lateral (select id from categories where tenant_id = ${tenantId} order by id offset ((p.id * 7 + 3) % 8) limit 1) c on true
    where p.tenant_id = ${tenantId} and p.id % 3 = 0`);
  await indexSearchWords(db, tenantId);
  // What autovacuum does on a server, and what server.ts does on PGlite at start: keeps index-only scans possible.
  await db.execute(sql`vacuum analyze`);
  return ids;
}
