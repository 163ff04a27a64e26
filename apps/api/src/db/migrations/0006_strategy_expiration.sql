ALTER TABLE "strategies" DROP COLUMN "expiration";--> statement-breakpoint
-- The last day of each saved strategy's term (shared expirationDateOf): created (Bogotá) + duration months - 1 day.
UPDATE "strategies" SET "expiration_date" = (("created_at" AT TIME ZONE 'America/Bogota')::date + make_interval(months => "duration") - interval '1 day')::date
WHERE "duration" IS NOT NULL AND "duration" > 0 AND "state" <> 'Borrador';
