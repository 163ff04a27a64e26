-- Issue 46, as migration 0038: a call's type keeps to ANNOUNCEMENT_TYPES (docs/decisions/020-enumerated-columns.md).
-- NOT VALID, then validated when every call complies; otherwise left NOT VALID with a warning.
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_type" CHECK ("announcements"."type" in ('Multicampus')) NOT VALID;
--> statement-breakpoint
DO $$
BEGIN
	ALTER TABLE "announcements" VALIDATE CONSTRAINT "announcements_type";
EXCEPTION WHEN check_violation THEN
	RAISE WARNING 'Restricción announcements_type de announcements sin validar: hay convocatorias con un tipo fuera de la lista (docs/decisions/020-enumerated-columns.md)';
END $$;
