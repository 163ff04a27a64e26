DROP INDEX "thirds_identification_key";--> statement-breakpoint
ALTER TABLE "thirds" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "thirds" ADD COLUMN "sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "thirds" ADD CONSTRAINT "thirds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Existing people become each owner's own copy (docs/people-data.md): one copy per person, owner and
-- whether the record using it was sent or finished (sealed); every record then points at its owner's
-- copy, and the shared originals a record used are removed. Rows no record uses stay, with no owner.
ALTER TABLE "thirds" ADD COLUMN "copied_from" integer;--> statement-breakpoint
INSERT INTO "thirds" ("type_id", "identification", "name", "email", "mobile", "cvlac", "orcid", "goo_academico", "sectional_id", "faculty_id", "investigation_group_id", "link", "representative", "country_id", "web_page", "owner_id", "sealed", "copied_from", "created_at", "updated_at")
SELECT t."type_id", t."identification", t."name", t."email", t."mobile", t."cvlac", t."orcid", t."goo_academico", t."sectional_id", t."faculty_id", t."investigation_group_id", t."link", t."representative", t."country_id", t."web_page", u."owner_id", u."sealed", t."id", t."created_at", t."updated_at"
FROM (
  SELECT DISTINCT x."third_id", x."owner_id", x."sealed" FROM (
    SELECT a."third_id", s."user_id" AS "owner_id", s."state" = 'Finalizado' AS "sealed" FROM "strategy_actors" a JOIN "strategies" s ON s."id" = a."strategy_id"
    UNION ALL SELECT s."entity_id", s."user_id", s."state" = 'Finalizado' FROM "strategies" s WHERE s."entity_id" IS NOT NULL
    UNION ALL SELECT i."third_id", p."user_id", p."state" <> 'Borrador' FROM "project_investigators" i JOIN "projects" p ON p."id" = i."project_id"
    UNION ALL SELECT i."entity_id", p."user_id", p."state" <> 'Borrador' FROM "project_investigators" i JOIN "projects" p ON p."id" = i."project_id" WHERE i."entity_id" IS NOT NULL
  ) x
) u JOIN "thirds" t ON t."id" = u."third_id";--> statement-breakpoint
UPDATE "strategy_actors" a SET "third_id" = c."id" FROM "strategies" s, "thirds" c
WHERE s."id" = a."strategy_id" AND c."copied_from" = a."third_id" AND c."owner_id" = s."user_id" AND c."sealed" = (s."state" = 'Finalizado');--> statement-breakpoint
UPDATE "strategies" s SET "entity_id" = c."id" FROM "thirds" c
WHERE c."copied_from" = s."entity_id" AND c."owner_id" = s."user_id" AND c."sealed" = (s."state" = 'Finalizado');--> statement-breakpoint
UPDATE "project_investigators" i SET "third_id" = c."id" FROM "projects" p, "thirds" c
WHERE p."id" = i."project_id" AND c."copied_from" = i."third_id" AND c."owner_id" = p."user_id" AND c."sealed" = (p."state" <> 'Borrador');--> statement-breakpoint
UPDATE "project_investigators" i SET "entity_id" = c."id" FROM "projects" p, "thirds" c
WHERE p."id" = i."project_id" AND c."copied_from" = i."entity_id" AND c."owner_id" = p."user_id" AND c."sealed" = (p."state" <> 'Borrador');--> statement-breakpoint
DELETE FROM "thirds" t WHERE t."copied_from" IS NULL AND EXISTS (SELECT 1 FROM "thirds" c WHERE c."copied_from" = t."id");--> statement-breakpoint
ALTER TABLE "thirds" DROP COLUMN "copied_from";--> statement-breakpoint
CREATE UNIQUE INDEX "thirds_owner_identification_key" ON "thirds" USING btree ("owner_id","type_id",upper("identification")) WHERE not "thirds"."sealed";