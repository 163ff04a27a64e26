-- The accent- and case-insensitive "contains" search (src/db/fold.ts).
--
-- pg_trgm: trigram GIN indexes make `like '%text%'` an index search. A contrib extension shipped
-- with PostgreSQL and with PGlite (loaded when the instance is created, src/db/client.ts); trusted
-- since PostgreSQL 13, so the database's owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- search_fold: lower case, with á é í ó ú ü ñ as a e i o u u n, the form both the indexes and the
-- queries compare. PL/pgSQL so the planner keeps it a function call and reads its COST: written in
-- SQL it would be inlined as translate(lower(...)), costed as one operator, and a search over a
-- table of a few thousand rows would be planned as a scan folding every row (milliseconds each
-- thousand) instead of a trigram index search. IMMUTABLE, as an index expression must be.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 100
  AS $$ BEGIN RETURN translate(lower(value), 'áéíóúüñ', 'aeiouun'); END $$;
