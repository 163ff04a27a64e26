CREATE TABLE "execution_report_reconciliation" (
	"report_id" integer NOT NULL,
	"result_id" integer NOT NULL,
	"delivered" integer NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"justification" text DEFAULT '' NOT NULL,
	CONSTRAINT "execution_report_reconciliation_report_id_result_id_pk" PRIMARY KEY("report_id","result_id"),
	CONSTRAINT "execution_report_reconciliation_delivered" CHECK ("execution_report_reconciliation"."delivered" between 0 and 10000),
	CONSTRAINT "execution_report_reconciliation_texts" CHECK (char_length("execution_report_reconciliation"."evidence") <= 500 and char_length("execution_report_reconciliation"."justification") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "project_closures" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"closed_on" date NOT NULL,
	"decision" text NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_closures_number" CHECK ("project_closures"."number" >= 1),
	CONSTRAINT "project_closures_decision" CHECK (char_length("project_closures"."decision") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "execution_report_contents" ADD COLUMN "final_results" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "execution_report_reconciliation" ADD CONSTRAINT "execution_report_reconciliation_report_id_execution_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."execution_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_report_reconciliation" ADD CONSTRAINT "execution_report_reconciliation_result_id_project_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."project_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_closures" ADD CONSTRAINT "project_closures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_closures" ADD CONSTRAINT "project_closures_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "execution_report_reconciliation_result_idx" ON "execution_report_reconciliation" USING btree ("result_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_closures_number_key" ON "project_closures" USING btree ("year","number");--> statement-breakpoint
ALTER TABLE "execution_report_contents" ADD CONSTRAINT "execution_report_contents_final_results" CHECK (char_length("execution_report_contents"."final_results") <= 10000);