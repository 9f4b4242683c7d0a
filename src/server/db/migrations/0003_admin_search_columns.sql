-- Admin search at a million sessions, second step (design §7).
-- 1. The title search reads a stored, lower-cased copy of the title: a trigram index only proposes
--    candidates, and checking each one used to unpack the whole patent document (large and TOASTed).
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "title_search" text GENERATED ALWAYS AS (lower(patent_data->>'title')) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_title_search_trgm_idx" ON "sessions" USING gin ("title_search" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "sessions_title_trgm_idx";
--> statement-breakpoint
-- 2. A search that contains "@" is an e-mail address or part of one. Every address has one "@", so it
--    contains "local@domain" exactly when its local part ends with "local" and its domain starts with
--    "domain": two prefix lookups in this B-tree on the reversed local part, instead of a trigram scan
--    through the posting lists of "gmail.com"'s trigrams, which a large share of addresses have.
CREATE INDEX IF NOT EXISTS "sessions_email_local_reversed_idx" ON "sessions" (reverse(lower(split_part("user_email", '@', 1))) text_pattern_ops);
