CREATE TABLE "budget_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_execution_settings" (
	"announcement_id" integer PRIMARY KEY NOT NULL,
	"duration_months" integer DEFAULT 12 NOT NULL,
	"report_every_months" integer DEFAULT 6 NOT NULL,
	"final_report_days" integer DEFAULT 60 NOT NULL,
	"budget_max" bigint,
	"extensions_allowed" integer DEFAULT 1 NOT NULL,
	"clean_record_years" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_execution_settings_duration" CHECK ("call_execution_settings"."duration_months" between 1 and 120),
	CONSTRAINT "call_execution_settings_every" CHECK ("call_execution_settings"."report_every_months" between 1 and 60),
	CONSTRAINT "call_execution_settings_final_days" CHECK ("call_execution_settings"."final_report_days" between 1 and 365),
	CONSTRAINT "call_execution_settings_budget" CHECK ("call_execution_settings"."budget_max" is null or "call_execution_settings"."budget_max" between 0 and 1000000000000),
	CONSTRAINT "call_execution_settings_extensions" CHECK ("call_execution_settings"."extensions_allowed" between 0 and 10),
	CONSTRAINT "call_execution_settings_clean_years" CHECK ("call_execution_settings"."clean_record_years" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "execution_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"due_date" date NOT NULL,
	"state" text DEFAULT 'Pendiente' NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"review_comment" text DEFAULT '' NOT NULL,
	"reminded_before_at" timestamp with time zone,
	"reminded_due_at" timestamp with time zone,
	"reminded_overdue_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "execution_reports_kind" CHECK ("execution_reports"."kind" in ('Avance', 'Final')),
	CONSTRAINT "execution_reports_state" CHECK ("execution_reports"."state" in ('Pendiente', 'Borrador', 'Enviado', 'Aceptado', 'Con observaciones', 'Rechazado')),
	CONSTRAINT "execution_reports_period" CHECK ("execution_reports"."period_to" >= "execution_reports"."period_from" and "execution_reports"."due_date" >= "execution_reports"."period_to"),
	CONSTRAINT "execution_reports_round" CHECK ("execution_reports"."round" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "funding_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_budget_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"budget_item_id" integer NOT NULL,
	"funding_source_id" integer NOT NULL,
	"approved" bigint NOT NULL,
	CONSTRAINT "project_budget_lines_amount" CHECK ("project_budget_lines"."approved" between 0 and 1000000000000)
);
--> statement-breakpoint
CREATE TABLE "project_executions" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"duration_months" integer NOT NULL,
	"planned_end" date NOT NULL,
	"end_date" date NOT NULL,
	"suspended_since" date,
	"approved_total" bigint DEFAULT 0 NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_executions_duration" CHECK ("project_executions"."duration_months" between 1 and 120),
	CONSTRAINT "project_executions_dates" CHECK ("project_executions"."planned_end" > "project_executions"."start_date" and "project_executions"."end_date" >= "project_executions"."planned_end"),
	CONSTRAINT "project_executions_total" CHECK ("project_executions"."approved_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"previous_end" date NOT NULL,
	"requested_end" date NOT NULL,
	"justification" text NOT NULL,
	"state" text DEFAULT 'Pendiente' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "project_extensions_state" CHECK ("project_extensions"."state" in ('Pendiente', 'Aprobada', 'Denegada')),
	CONSTRAINT "project_extensions_dates" CHECK ("project_extensions"."requested_end" > "project_extensions"."previous_end")
);
--> statement-breakpoint
ALTER TABLE "call_execution_settings" ADD CONSTRAINT "call_execution_settings_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_reports" ADD CONSTRAINT "execution_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_reports" ADD CONSTRAINT "execution_reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_lines" ADD CONSTRAINT "project_budget_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_lines" ADD CONSTRAINT "project_budget_lines_budget_item_id_budget_items_id_fk" FOREIGN KEY ("budget_item_id") REFERENCES "public"."budget_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_lines" ADD CONSTRAINT "project_budget_lines_funding_source_id_funding_sources_id_fk" FOREIGN KEY ("funding_source_id") REFERENCES "public"."funding_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_executions" ADD CONSTRAINT "project_executions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_executions" ADD CONSTRAINT "project_executions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_extensions" ADD CONSTRAINT "project_extensions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_extensions" ADD CONSTRAINT "project_extensions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_extensions" ADD CONSTRAINT "project_extensions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_items_name_key" ON "budget_items" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "execution_reports_number_key" ON "execution_reports" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "execution_reports_due_idx" ON "execution_reports" USING btree ("state","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_sources_name_key" ON "funding_sources" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "project_budget_lines_key" ON "project_budget_lines" USING btree ("project_id","budget_item_id","funding_source_id");--> statement-breakpoint
CREATE INDEX "project_budget_lines_item_idx" ON "project_budget_lines" USING btree ("budget_item_id");--> statement-breakpoint
CREATE INDEX "project_budget_lines_source_idx" ON "project_budget_lines" USING btree ("funding_source_id");--> statement-breakpoint
CREATE INDEX "project_executions_end_idx" ON "project_executions" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "project_extensions_project_idx" ON "project_extensions" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_extensions_one_pending_key" ON "project_extensions" USING btree ("project_id") WHERE "project_extensions"."state" = 'Pendiente';