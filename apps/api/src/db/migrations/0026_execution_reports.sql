CREATE TABLE "execution_report_budget" (
	"report_id" integer NOT NULL,
	"budget_line_id" integer NOT NULL,
	"executed" bigint NOT NULL,
	"justification" text DEFAULT '' NOT NULL,
	CONSTRAINT "execution_report_budget_report_id_budget_line_id_pk" PRIMARY KEY("report_id","budget_line_id"),
	CONSTRAINT "execution_report_budget_amount" CHECK ("execution_report_budget"."executed" between 0 and 1000000000000),
	CONSTRAINT "execution_report_budget_justification" CHECK (char_length("execution_report_budget"."justification") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "execution_report_contents" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"overall_progress" integer,
	"activities_done" text DEFAULT '' NOT NULL,
	"activities_pending" text DEFAULT '' NOT NULL,
	"limitations" text DEFAULT '' NOT NULL,
	"dissemination" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "execution_report_contents_progress" CHECK ("execution_report_contents"."overall_progress" is null or "execution_report_contents"."overall_progress" between 0 and 100),
	CONSTRAINT "execution_report_contents_texts" CHECK (char_length("execution_report_contents"."activities_done") <= 10000 and char_length("execution_report_contents"."activities_pending") <= 10000 and char_length("execution_report_contents"."limitations") <= 10000 and char_length("execution_report_contents"."dissemination") <= 10000)
);
--> statement-breakpoint
CREATE TABLE "execution_report_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"result_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"evidence_kind" text NOT NULL,
	"evidence" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "execution_report_products_quantity" CHECK ("execution_report_products"."quantity" between 1 and 10000),
	CONSTRAINT "execution_report_products_kind" CHECK ("execution_report_products"."evidence_kind" in ('DOI', 'ISBN', 'URL')),
	CONSTRAINT "execution_report_products_evidence" CHECK (char_length("execution_report_products"."evidence") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "execution_report_results" (
	"report_id" integer NOT NULL,
	"result_id" integer NOT NULL,
	"progress" integer NOT NULL,
	CONSTRAINT "execution_report_results_report_id_result_id_pk" PRIMARY KEY("report_id","result_id"),
	CONSTRAINT "execution_report_results_progress" CHECK ("execution_report_results"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "execution_report_budget" ADD CONSTRAINT "execution_report_budget_report_id_execution_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."execution_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_report_budget" ADD CONSTRAINT "execution_report_budget_budget_line_id_project_budget_lines_id_fk" FOREIGN KEY ("budget_line_id") REFERENCES "public"."project_budget_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_report_contents" ADD CONSTRAINT "execution_report_contents_report_id_execution_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."execution_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_report_contents" ADD CONSTRAINT "execution_report_contents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_report_products" ADD CONSTRAINT "execution_report_products_report_id_execution_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."execution_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_report_products" ADD CONSTRAINT "execution_report_products_result_id_project_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."project_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_report_results" ADD CONSTRAINT "execution_report_results_report_id_execution_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."execution_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_report_results" ADD CONSTRAINT "execution_report_results_result_id_project_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."project_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "execution_report_budget_line_idx" ON "execution_report_budget" USING btree ("budget_line_id");--> statement-breakpoint
CREATE INDEX "execution_report_products_report_idx" ON "execution_report_products" USING btree ("report_id","position");--> statement-breakpoint
CREATE INDEX "execution_report_products_result_idx" ON "execution_report_products" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "execution_report_results_result_idx" ON "execution_report_results" USING btree ("result_id");--> statement-breakpoint
ALTER TABLE "execution_reports" ADD CONSTRAINT "execution_reports_comment" CHECK (char_length("execution_reports"."review_comment") <= 2000);