ALTER TABLE "thirds" ADD COLUMN "email_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "thirds" ADD COLUMN "mobile_hidden" boolean DEFAULT false NOT NULL;