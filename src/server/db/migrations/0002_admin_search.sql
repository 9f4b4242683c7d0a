-- Admin dashboard search at scale (design §7): case-insensitive substring search on the session id,
-- the e-mail and the patent title answered from trigram indexes, and exact counters kept by triggers.
-- pg_trgm is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_session_id_trgm_idx" ON "sessions" USING gin (lower("session_id") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_user_email_trgm_idx" ON "sessions" USING gin (lower("user_email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_title_trgm_idx" ON "sessions" USING gin (lower("patent_data"->>'title') gin_trgm_ops);
--> statement-breakpoint
-- Exact dashboard counters without counting a million rows per page view: every insert, delete and
-- flag change of sessions adds its difference to one of a few slot rows (several slots, so concurrent
-- writers rarely wait on the same row); a read sums the slots. Derived data: a restore that loads the
-- sessions table recomputes it with admin_recount_sessions().
CREATE TABLE IF NOT EXISTS "admin_session_counts" (
  "slot" smallint PRIMARY KEY,
  "total" bigint NOT NULL DEFAULT 0,
  "premium" bigint NOT NULL DEFAULT 0,
  "complete" bigint NOT NULL DEFAULT 0,
  "pdfs" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_recount_sessions() RETURNS void LANGUAGE sql AS $$
  DELETE FROM admin_session_counts;
  INSERT INTO admin_session_counts (slot, total, premium, complete, pdfs)
  SELECT 0, count(*), count(*) FILTER (WHERE premium_unlocked), count(*) FILTER (WHERE is_complete),
         count(*) FILTER (WHERE pdf_generated)
  FROM sessions;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_add_session_counts(d_total bigint, d_premium bigint, d_complete bigint, d_pdfs bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d_total = 0 AND d_premium = 0 AND d_complete = 0 AND d_pdfs = 0 THEN
    RETURN;
  END IF;
  INSERT INTO admin_session_counts AS c (slot, total, premium, complete, pdfs)
  VALUES (pg_backend_pid() % 8, d_total, d_premium, d_complete, d_pdfs)
  ON CONFLICT (slot) DO UPDATE SET
    total = c.total + excluded.total,
    premium = c.premium + excluded.premium,
    complete = c.complete + excluded.complete,
    pdfs = c.pdfs + excluded.pdfs;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_count_inserted_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_add_session_counts(count(*), count(*) FILTER (WHERE premium_unlocked),
    count(*) FILTER (WHERE is_complete), count(*) FILTER (WHERE pdf_generated))
  FROM new_rows;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_count_deleted_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_add_session_counts(-count(*), -count(*) FILTER (WHERE premium_unlocked),
    -count(*) FILTER (WHERE is_complete), -count(*) FILTER (WHERE pdf_generated))
  FROM old_rows;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_count_updated_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admin_add_session_counts(0, n.premium - o.premium, n.complete - o.complete, n.pdfs - o.pdfs)
  FROM (SELECT count(*) FILTER (WHERE premium_unlocked) AS premium, count(*) FILTER (WHERE is_complete) AS complete,
               count(*) FILTER (WHERE pdf_generated) AS pdfs FROM new_rows) AS n,
       (SELECT count(*) FILTER (WHERE premium_unlocked) AS premium, count(*) FILTER (WHERE is_complete) AS complete,
               count(*) FILTER (WHERE pdf_generated) AS pdfs FROM old_rows) AS o;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_count_inserted" AFTER INSERT ON "sessions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_count_inserted_sessions();
--> statement-breakpoint
CREATE TRIGGER "sessions_count_deleted" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_count_deleted_sessions();
--> statement-breakpoint
CREATE TRIGGER "sessions_count_updated" AFTER UPDATE ON "sessions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_count_updated_sessions();
--> statement-breakpoint
SELECT admin_recount_sessions();
