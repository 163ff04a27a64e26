CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"attached_id" integer NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_investigators" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"third_id" integer NOT NULL,
	"type_third" text NOT NULL,
	"type_investigator" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"city" text,
	"training" text,
	"link" text,
	"colciencias" text,
	"payroll_hours" integer,
	"sectional_id" integer,
	"investigation_group_id" integer,
	"division_id" integer,
	"faculty_id" integer,
	"entity_id" integer,
	"interlocutor" text,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_reminders" (
	"project_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"closes_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_reminders_project_id_announcement_id_pk" PRIMARY KEY("project_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "project_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"title" text NOT NULL,
	"sectional_id" integer,
	"hours" integer,
	"state" text DEFAULT 'Borrador' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_types" ADD COLUMN "family" text;--> statement-breakpoint
ALTER TABLE "thirds" ADD COLUMN "representative" text;--> statement-breakpoint
ALTER TABLE "thirds" ADD COLUMN "country_id" varchar(3);--> statement-breakpoint
ALTER TABLE "thirds" ADD COLUMN "web_page" text;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_attached_id_announcement_attacheds_id_fk" FOREIGN KEY ("attached_id") REFERENCES "public"."announcement_attacheds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_investigators" ADD CONSTRAINT "project_investigators_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_investigators" ADD CONSTRAINT "project_investigators_third_id_thirds_id_fk" FOREIGN KEY ("third_id") REFERENCES "public"."thirds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_investigators" ADD CONSTRAINT "project_investigators_sectional_id_sectionals_id_fk" FOREIGN KEY ("sectional_id") REFERENCES "public"."sectionals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_investigators" ADD CONSTRAINT "project_investigators_investigation_group_id_investigation_groups_id_fk" FOREIGN KEY ("investigation_group_id") REFERENCES "public"."investigation_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_investigators" ADD CONSTRAINT "project_investigators_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_investigators" ADD CONSTRAINT "project_investigators_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_investigators" ADD CONSTRAINT "project_investigators_entity_id_thirds_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."thirds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reminders" ADD CONSTRAINT "project_reminders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_reminders" ADD CONSTRAINT "project_reminders_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_results" ADD CONSTRAINT "project_results_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_results" ADD CONSTRAINT "project_results_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_results" ADD CONSTRAINT "project_results_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_sectional_id_sectionals_id_fk" FOREIGN KEY ("sectional_id") REFERENCES "public"."sectionals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_documents_attached_key" ON "project_documents" USING btree ("project_id","attached_id");--> statement-breakpoint
CREATE INDEX "project_documents_attached_idx" ON "project_documents" USING btree ("attached_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_investigators_third_key" ON "project_investigators" USING btree ("project_id","third_id");--> statement-breakpoint
CREATE INDEX "project_investigators_third_idx" ON "project_investigators" USING btree ("third_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_results_product_key" ON "project_results" USING btree ("project_id","product_type_id","product_id");--> statement-breakpoint
CREATE INDEX "project_results_product_idx" ON "project_results" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "projects_user_idx" ON "projects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_list_idx" ON "projects" USING btree ("state","announcement_id","sectional_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_title_trgm" ON "projects" USING gin (search_fold("title"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "thirds" ADD CONSTRAINT "thirds_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The seeded product types count for the families of a project's expected results (shared PRODUCT_FAMILIES).
UPDATE "product_types" SET "family" = CASE lower("name")
  WHEN 'generación de nuevo conocimiento' THEN 'knowledge'
  WHEN 'desarrollo tecnológico e innovación' THEN 'knowledge'
  WHEN 'apropiación social del conocimiento' THEN 'social'
  WHEN 'formación de recurso humano' THEN 'training'
END WHERE "family" IS NULL;
