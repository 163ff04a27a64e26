CREATE TABLE "researcher_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"work_type" text,
	"year" integer,
	"container" text,
	"doi" text,
	"isbn" text,
	"url" text,
	"orcid_put_code" bigint,
	"title_key" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "researcher_works_source" CHECK ("researcher_works"."source" in ('orcid', 'crossref', 'manual')),
	CONSTRAINT "researcher_works_year" CHECK ("researcher_works"."year" between 1900 and 2100)
);
--> statement-breakpoint
CREATE TABLE "work_type_mappings" (
	"work_type" text PRIMARY KEY NOT NULL,
	"product_type_id" integer,
	"product_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "researcher_works" ADD CONSTRAINT "researcher_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_type_mappings" ADD CONSTRAINT "work_type_mappings_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_type_mappings" ADD CONSTRAINT "work_type_mappings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "researcher_works_doi_key" ON "researcher_works" USING btree ("user_id","doi") WHERE "researcher_works"."doi" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "researcher_works_put_code_key" ON "researcher_works" USING btree ("user_id","orcid_put_code") WHERE "researcher_works"."orcid_put_code" is not null;--> statement-breakpoint
CREATE INDEX "researcher_works_title_idx" ON "researcher_works" USING btree ("user_id","title_key","year");