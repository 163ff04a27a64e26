CREATE TABLE "academic_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" text DEFAULT 'CC' NOT NULL,
	"identification" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"role" text NOT NULL,
	"sectional" text,
	"faculty" text,
	"research_group" text,
	"link" text,
	"cvlac" text,
	"orcid" text,
	"scholar" text,
	CONSTRAINT "academic_people_identification_unique" UNIQUE("identification")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"sectional_id" integer,
	"strategy" text,
	"name" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'Borrador' NOT NULL,
	"overall_objective" text,
	"specific_goal" text,
	"methodology" text,
	"duration" integer,
	"problem_nucleus" text,
	"conformation_date" date,
	"reward" text,
	"entity_id" integer,
	"research_hotbed_id" integer,
	"proyect_name" text,
	"academic_period" text,
	"expiration" boolean DEFAULT false NOT NULL,
	"expiration_date" date,
	"approvement_letter_path" text,
	"approvement_letter_name" text,
	"approvement_letter_size" integer,
	"final_report_path" text,
	"final_report_name" text,
	"final_report_size" integer,
	"draft" jsonb,
	"draft_step" integer,
	"draft_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategy_action_fields" (
	"strategy_id" integer NOT NULL,
	"action_field_id" integer NOT NULL,
	CONSTRAINT "strategy_action_fields_strategy_id_action_field_id_pk" PRIMARY KEY("strategy_id","action_field_id")
);
--> statement-breakpoint
CREATE TABLE "strategy_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"strategy_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategy_actor_programs" (
	"actor_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"year" integer NOT NULL,
	CONSTRAINT "strategy_actor_programs_actor_id_program_id_pk" PRIMARY KEY("actor_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "strategy_actors" (
	"id" serial PRIMARY KEY NOT NULL,
	"strategy_id" integer NOT NULL,
	"third_id" integer NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'Activo' NOT NULL,
	"rol" text,
	"link" text,
	"sectional_id" integer,
	"faculty_id" integer,
	"investigation_group_id" integer,
	"program_id" integer,
	"semester" integer,
	"entity_name" text,
	"actor_name" text,
	"actor_position" text,
	"email" text,
	"economic_sector_id" integer,
	"sector" text,
	"country_id" varchar(3),
	"city_id" varchar(5),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategy_divisions" (
	"strategy_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	CONSTRAINT "strategy_divisions_strategy_id_division_id_pk" PRIMARY KEY("strategy_id","division_id")
);
--> statement-breakpoint
CREATE TABLE "strategy_faculties" (
	"strategy_id" integer NOT NULL,
	"faculty_id" integer NOT NULL,
	CONSTRAINT "strategy_faculties_strategy_id_faculty_id_pk" PRIMARY KEY("strategy_id","faculty_id")
);
--> statement-breakpoint
CREATE TABLE "strategy_investigation_lines" (
	"strategy_id" integer NOT NULL,
	"investigation_line_id" integer NOT NULL,
	CONSTRAINT "strategy_investigation_lines_strategy_id_investigation_line_id_pk" PRIMARY KEY("strategy_id","investigation_line_id")
);
--> statement-breakpoint
CREATE TABLE "strategy_kind_products" (
	"kind" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "strategy_kind_products_kind_product_id_pk" PRIMARY KEY("kind","product_id")
);
--> statement-breakpoint
CREATE TABLE "strategy_products" (
	"strategy_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "strategy_products_strategy_id_product_id_pk" PRIMARY KEY("strategy_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "strategy_programs" (
	"strategy_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	CONSTRAINT "strategy_programs_strategy_id_program_id_pk" PRIMARY KEY("strategy_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "strategy_subjects" (
	"strategy_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "strategy_subjects_strategy_id_subject_id_pk" PRIMARY KEY("strategy_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "thirds" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" text NOT NULL,
	"identification" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"mobile" text,
	"cvlac" text,
	"orcid" text,
	"goo_academico" text,
	"sectional_id" integer,
	"faculty_id" integer,
	"investigation_group_id" integer,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_period_id_strategy_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."strategy_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_sectional_id_sectionals_id_fk" FOREIGN KEY ("sectional_id") REFERENCES "public"."sectionals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_entity_id_thirds_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."thirds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_research_hotbed_id_research_hotbeds_id_fk" FOREIGN KEY ("research_hotbed_id") REFERENCES "public"."research_hotbeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_action_fields" ADD CONSTRAINT "strategy_action_fields_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_action_fields" ADD CONSTRAINT "strategy_action_fields_action_field_id_action_fields_id_fk" FOREIGN KEY ("action_field_id") REFERENCES "public"."action_fields"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_activities" ADD CONSTRAINT "strategy_activities_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_actor_programs" ADD CONSTRAINT "strategy_actor_programs_actor_id_strategy_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."strategy_actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_actor_programs" ADD CONSTRAINT "strategy_actor_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_third_id_thirds_id_fk" FOREIGN KEY ("third_id") REFERENCES "public"."thirds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_sectional_id_sectionals_id_fk" FOREIGN KEY ("sectional_id") REFERENCES "public"."sectionals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_investigation_group_id_investigation_groups_id_fk" FOREIGN KEY ("investigation_group_id") REFERENCES "public"."investigation_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_economic_sector_id_economic_sectors_id_fk" FOREIGN KEY ("economic_sector_id") REFERENCES "public"."economic_sectors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_divisions" ADD CONSTRAINT "strategy_divisions_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_divisions" ADD CONSTRAINT "strategy_divisions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_faculties" ADD CONSTRAINT "strategy_faculties_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_faculties" ADD CONSTRAINT "strategy_faculties_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_investigation_lines" ADD CONSTRAINT "strategy_investigation_lines_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_investigation_lines" ADD CONSTRAINT "strategy_investigation_lines_investigation_line_id_investigation_lines_id_fk" FOREIGN KEY ("investigation_line_id") REFERENCES "public"."investigation_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_kind_products" ADD CONSTRAINT "strategy_kind_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_products" ADD CONSTRAINT "strategy_products_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_products" ADD CONSTRAINT "strategy_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_programs" ADD CONSTRAINT "strategy_programs_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_programs" ADD CONSTRAINT "strategy_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_subjects" ADD CONSTRAINT "strategy_subjects_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_subjects" ADD CONSTRAINT "strategy_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thirds" ADD CONSTRAINT "thirds_sectional_id_sectionals_id_fk" FOREIGN KEY ("sectional_id") REFERENCES "public"."sectionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thirds" ADD CONSTRAINT "thirds_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thirds" ADD CONSTRAINT "thirds_investigation_group_id_investigation_groups_id_fk" FOREIGN KEY ("investigation_group_id") REFERENCES "public"."investigation_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("record_type","record_id","created_at");--> statement-breakpoint
CREATE INDEX "strategies_user_idx" ON "strategies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "strategies_state_idx" ON "strategies" USING btree ("state");--> statement-breakpoint
CREATE INDEX "strategies_period_idx" ON "strategies" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "strategies_created_idx" ON "strategies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "strategies_name_trgm" ON "strategies" USING gin (search_fold("name"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "strategy_activities_strategy_idx" ON "strategy_activities" USING btree ("strategy_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_actors_third_key" ON "strategy_actors" USING btree ("strategy_id","third_id");--> statement-breakpoint
CREATE INDEX "strategy_actors_third_idx" ON "strategy_actors" USING btree ("third_id");--> statement-breakpoint
CREATE INDEX "strategy_faculties_faculty_idx" ON "strategy_faculties" USING btree ("faculty_id");--> statement-breakpoint
CREATE INDEX "strategy_programs_program_idx" ON "strategy_programs" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "thirds_identification_key" ON "thirds" USING btree ("type_id",upper("identification"));--> statement-breakpoint
CREATE INDEX "thirds_identification_idx" ON "thirds" USING btree (upper("identification"));