-- File names stored before uploads cleaned them (lib/file-names.ts): drop control characters, Unicode
-- format characters (bidirectional overrides, embeddings, isolates and marks, zero-width characters),
-- line and paragraph separators and the quote, as cleanFileName does for new uploads; a name left
-- empty or only dots becomes 'archivo'. Only names that hold such a character are rewritten.
CREATE FUNCTION pg_temp.siiicca_clean_file_name(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN c ~ '^\.*$' THEN 'archivo' ELSE c END
  FROM (SELECT btrim(regexp_replace(name,
    '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb"]',
    '', 'g')) AS c) AS cleaned
$$;
--> statement-breakpoint
UPDATE "project_documents" SET "name" = pg_temp.siiicca_clean_file_name("name")
  WHERE "name" IS DISTINCT FROM pg_temp.siiicca_clean_file_name("name");
--> statement-breakpoint
UPDATE "strategies" SET "approvement_letter_name" = pg_temp.siiicca_clean_file_name("approvement_letter_name")
  WHERE "approvement_letter_name" IS NOT NULL AND "approvement_letter_name" IS DISTINCT FROM pg_temp.siiicca_clean_file_name("approvement_letter_name");
--> statement-breakpoint
UPDATE "strategies" SET "final_report_name" = pg_temp.siiicca_clean_file_name("final_report_name")
  WHERE "final_report_name" IS NOT NULL AND "final_report_name" IS DISTINCT FROM pg_temp.siiicca_clean_file_name("final_report_name");
