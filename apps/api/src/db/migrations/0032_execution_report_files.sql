CREATE TABLE "execution_report_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"kind" text NOT NULL,
	"result_id" integer,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "execution_report_files_kind" CHECK (("execution_report_files"."kind" = 'Documento' and "execution_report_files"."result_id" is null) or ("execution_report_files"."kind" = 'Evidencia' and "execution_report_files"."result_id" is not null)),
	CONSTRAINT "execution_report_files_name" CHECK (char_length("execution_report_files"."name") between 1 and 200),
	CONSTRAINT "execution_report_files_size" CHECK ("execution_report_files"."size" between 1 and 100000000)
);
--> statement-breakpoint
ALTER TABLE "execution_report_files" ADD CONSTRAINT "execution_report_files_report_id_execution_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."execution_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_report_files" ADD CONSTRAINT "execution_report_files_result_id_project_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."project_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "execution_report_files" ADD CONSTRAINT "execution_report_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "execution_report_files_report_idx" ON "execution_report_files" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "execution_report_files_result_idx" ON "execution_report_files" USING btree ("result_id");--> statement-breakpoint
CREATE UNIQUE INDEX "execution_report_files_path_key" ON "execution_report_files" USING btree ("path");