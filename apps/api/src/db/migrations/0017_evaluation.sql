CREATE TABLE "call_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"scale_min" integer DEFAULT 0 NOT NULL,
	"scale_max" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "call_criteria_weight" CHECK ("call_criteria"."weight" between 1 and 100),
	CONSTRAINT "call_criteria_scale" CHECK ("call_criteria"."scale_min" >= 0 and "call_criteria"."scale_max" > "call_criteria"."scale_min" and "call_criteria"."scale_max" <= 1000)
);
--> statement-breakpoint
CREATE TABLE "call_evaluation_settings" (
	"announcement_id" integer PRIMARY KEY NOT NULL,
	"passing_score" numeric(5, 2) DEFAULT 60 NOT NULL,
	"evaluators_per_project" integer DEFAULT 2 NOT NULL,
	"deadline" date,
	"blind" boolean DEFAULT false NOT NULL,
	"divergence_margin" numeric(5, 2) DEFAULT 20 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_evaluation_settings_passing" CHECK ("call_evaluation_settings"."passing_score" between 0 and 100),
	CONSTRAINT "call_evaluation_settings_evaluators" CHECK ("call_evaluation_settings"."evaluators_per_project" between 1 and 10),
	CONSTRAINT "call_evaluation_settings_margin" CHECK ("call_evaluation_settings"."divergence_margin" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "evaluation_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"evaluator_id" integer NOT NULL,
	"assigned_by" integer,
	"state" text DEFAULT 'Asignada' NOT NULL,
	"decline_reason" text,
	"responded_at" timestamp with time zone,
	"reminded_before_at" timestamp with time zone,
	"reminded_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_assignments_state" CHECK ("evaluation_assignments"."state" in ('Asignada', 'Aceptada', 'Rechazada', 'Conflicto'))
);
--> statement-breakpoint
CREATE TABLE "evaluation_scores" (
	"evaluation_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"score" numeric(7, 2) NOT NULL,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"general_comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_approvals" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"score" numeric(5, 2),
	"justification" text NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "evaluation_round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "call_criteria" ADD CONSTRAINT "call_criteria_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_evaluation_settings" ADD CONSTRAINT "call_evaluation_settings_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_assignments" ADD CONSTRAINT "evaluation_assignments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_assignments" ADD CONSTRAINT "evaluation_assignments_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_assignments" ADD CONSTRAINT "evaluation_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_criterion_id_call_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."call_criteria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_assignment_id_evaluation_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."evaluation_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_approvals" ADD CONSTRAINT "project_approvals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_approvals" ADD CONSTRAINT "project_approvals_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_approvals" ADD CONSTRAINT "project_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_transitions" ADD CONSTRAINT "project_transitions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_transitions" ADD CONSTRAINT "project_transitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_criteria_name_key" ON "call_criteria" USING btree ("announcement_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_assignments_key" ON "evaluation_assignments" USING btree ("project_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "evaluation_assignments_evaluator_idx" ON "evaluation_assignments" USING btree ("evaluator_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_scores_key" ON "evaluation_scores" USING btree ("evaluation_id","criterion_id");--> statement-breakpoint
CREATE INDEX "evaluation_scores_criterion_idx" ON "evaluation_scores" USING btree ("criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_round_key" ON "evaluations" USING btree ("assignment_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "project_approvals_number_key" ON "project_approvals" USING btree ("announcement_id","year","number");--> statement-breakpoint
CREATE INDEX "project_transitions_project_idx" ON "project_transitions" USING btree ("project_id","id");--> statement-breakpoint
-- The history of a project's states is append-only: the database itself refuses to change or delete a line of it.
CREATE FUNCTION "project_transitions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'project_transitions is append-only: % refused', TG_OP USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_transitions_no_update" BEFORE UPDATE OR DELETE ON "project_transitions" FOR EACH ROW EXECUTE FUNCTION "project_transitions_append_only"();--> statement-breakpoint
CREATE TRIGGER "project_transitions_no_truncate" BEFORE TRUNCATE ON "project_transitions" FOR EACH STATEMENT EXECUTE FUNCTION "project_transitions_append_only"();
