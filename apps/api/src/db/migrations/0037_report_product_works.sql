ALTER TABLE "execution_report_products" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "execution_report_products" ADD COLUMN "container" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "execution_report_products" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "execution_report_products" ADD COLUMN "work_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "execution_report_products" ADD COLUMN "work_id" integer;--> statement-breakpoint
ALTER TABLE "execution_report_products" ADD CONSTRAINT "execution_report_products_work_id_researcher_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."researcher_works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "execution_report_products_work_idx" ON "execution_report_products" USING btree ("work_id");--> statement-breakpoint
ALTER TABLE "execution_report_products" ADD CONSTRAINT "execution_report_products_year" CHECK ("execution_report_products"."year" between 1900 and 2100);