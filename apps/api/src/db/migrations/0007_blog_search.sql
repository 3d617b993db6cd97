-- Issue 21, search that reads the articles: each post keeps a full-text document of its title (weight A),
-- summary (B) and body text (C), English-stemmed, written by a trigger on every insert and on every update
-- of those columns (so every writer, the seed and restores included, keeps it right). search_words holds
-- every word the posts have held, whose trigram index (pg_trgm) finds the words most alike to a misspelt
-- one; the API adds a post's words as it saves it (a trigger doing so would collide with a restore's copy
-- of the table). post_plain_text() is the body as text: a heading, list item or cell ended with a full stop
-- when it has none, tags dropped, the entities the sanitizer writes decoded; the search's snippets read it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"tenant_id" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_tenant_id_word_pk" PRIMARY KEY("tenant_id","word")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector";--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");
--> statement-breakpoint
CREATE FUNCTION post_plain_text(html text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(
    regexp_replace(
      regexp_replace(html, '([^.!?:;[:space:]])[[:space:]]*</(h[1-6]|li|dt|dd|td|th|figcaption)>', '\1. ', 'gi'),
      '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$$;--> statement-breakpoint
CREATE FUNCTION posts_search_document() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := setweight(to_tsvector('english', NEW.title), 'A')
    || setweight(to_tsvector('english', NEW.summary), 'B')
    || setweight(to_tsvector('english', post_plain_text(NEW.body)), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER posts_search_document BEFORE INSERT OR UPDATE OF title, summary, body ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_search_document();--> statement-breakpoint
UPDATE posts SET title = title;--> statement-breakpoint
INSERT INTO search_words (tenant_id, word)
  SELECT DISTINCT p.tenant_id, w.lexeme FROM posts p, unnest(p.search) AS w
  ON CONFLICT DO NOTHING;
