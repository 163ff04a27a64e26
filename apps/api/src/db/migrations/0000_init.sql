CREATE TABLE "permissions" (
	"id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_key_unique" UNIQUE("key"),
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"identity" text,
	"id_sectional" integer,
	"account_type" text NOT NULL,
	"password_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "academic_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"identity" text NOT NULL,
	"password_hash" text NOT NULL,
	"recovery_emails" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "academic_accounts_username_unique" UNIQUE("username"),
	CONSTRAINT "academic_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "academic_accounts_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "sectionals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text,
	"sectional" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_type" text NOT NULL,
	"login" text NOT NULL,
	"user_id" integer,
	"email_hash" text NOT NULL,
	"email_masked" text NOT NULL,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "action_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "economic_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faculties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investigation_group_lines" (
	"group_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	CONSTRAINT "investigation_group_lines_group_id_line_id_pk" PRIMARY KEY("group_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "investigation_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"sectional_id" integer NOT NULL,
	"name" text NOT NULL,
	"colciencias" text NOT NULL,
	"url" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investigation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_type_products" (
	"product_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"hours" integer NOT NULL,
	CONSTRAINT "product_type_products_product_id_product_type_id_hours_pk" PRIMARY KEY("product_id","product_type_id","hours")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"codesac" integer,
	"name" text NOT NULL,
	"type" text,
	"degree_work" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_hotbeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"sectional_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"faculty_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectional_divisions" (
	"sectional_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	CONSTRAINT "sectional_divisions_sectional_id_division_id_pk" PRIMARY KEY("sectional_id","division_id")
);
--> statement-breakpoint
CREATE TABLE "sectional_faculties" (
	"sectional_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"faculty_id" integer NOT NULL,
	CONSTRAINT "sectional_faculties_sectional_id_faculty_id_pk" PRIMARY KEY("sectional_id","faculty_id")
);
--> statement-breakpoint
CREATE TABLE "sectional_programs" (
	"sectional_id" integer NOT NULL,
	"faculty_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	CONSTRAINT "sectional_programs_sectional_id_program_id_pk" PRIMARY KEY("sectional_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "strategy_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"state" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"program_sac" text NOT NULL,
	"codesac" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" varchar(5) PRIMARY KEY NOT NULL,
	"department_id" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" varchar(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" varchar(2) PRIMARY KEY NOT NULL,
	"country_id" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_attacheds" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"accept" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_sectional_sectionals_id_fk" FOREIGN KEY ("id_sectional") REFERENCES "public"."sectionals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_group_lines" ADD CONSTRAINT "investigation_group_lines_group_id_investigation_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."investigation_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_group_lines" ADD CONSTRAINT "investigation_group_lines_line_id_investigation_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."investigation_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_groups" ADD CONSTRAINT "investigation_groups_sectional_id_sectionals_id_fk" FOREIGN KEY ("sectional_id") REFERENCES "public"."sectionals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_products" ADD CONSTRAINT "product_type_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_products" ADD CONSTRAINT "product_type_products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_hotbeds" ADD CONSTRAINT "research_hotbeds_sectional_id_sectionals_id_fk" FOREIGN KEY ("sectional_id") REFERENCES "public"."sectionals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_hotbeds" ADD CONSTRAINT "research_hotbeds_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_hotbeds" ADD CONSTRAINT "research_hotbeds_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectional_divisions" ADD CONSTRAINT "sectional_divisions_sectional_id_sectionals_id_fk" FOREIGN KEY ("sectional_id") REFERENCES "public"."sectionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectional_divisions" ADD CONSTRAINT "sectional_divisions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectional_faculties" ADD CONSTRAINT "sectional_faculties_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectional_faculties" ADD CONSTRAINT "sectional_faculties_division_fk" FOREIGN KEY ("sectional_id","division_id") REFERENCES "public"."sectional_divisions"("sectional_id","division_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectional_programs" ADD CONSTRAINT "sectional_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectional_programs" ADD CONSTRAINT "sectional_programs_faculty_fk" FOREIGN KEY ("sectional_id","faculty_id") REFERENCES "public"."sectional_faculties"("sectional_id","faculty_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_attacheds" ADD CONSTRAINT "announcement_attacheds_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sectionals_name_key" ON "sectionals" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "password_resets_account_idx" ON "password_resets" USING btree ("account_type","login","created_at");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "action_fields_name_key" ON "action_fields" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "divisions_name_key" ON "divisions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "economic_sectors_code_key" ON "economic_sectors" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "faculties_name_key" ON "faculties" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "investigation_group_lines_line_idx" ON "investigation_group_lines" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investigation_groups_name_key" ON "investigation_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "investigation_groups_colciencias_key" ON "investigation_groups" USING btree (upper("colciencias"));--> statement-breakpoint
CREATE INDEX "investigation_groups_sectional_idx" ON "investigation_groups" USING btree ("sectional_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investigation_lines_name_key" ON "investigation_lines" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_type_products_type_idx" ON "product_type_products" USING btree ("product_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_name_key" ON "product_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_key" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "programs_codesac_key" ON "programs" USING btree ("codesac");--> statement-breakpoint
CREATE INDEX "programs_name_idx" ON "programs" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "research_hotbeds_name_key" ON "research_hotbeds" USING btree ("sectional_id",lower("name"));--> statement-breakpoint
CREATE INDEX "research_hotbeds_faculty_idx" ON "research_hotbeds" USING btree ("faculty_id");--> statement-breakpoint
CREATE INDEX "research_hotbeds_division_idx" ON "research_hotbeds" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "sectional_divisions_division_idx" ON "sectional_divisions" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "sectional_faculties_faculty_idx" ON "sectional_faculties" USING btree ("faculty_id");--> statement-breakpoint
CREATE INDEX "sectional_programs_program_idx" ON "sectional_programs" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_periods_name_key" ON "strategy_periods" USING btree (lower("description"));--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_periods_one_active_key" ON "strategy_periods" USING btree ("state") WHERE "strategy_periods"."state";--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_codesac_key" ON "subjects" USING btree ("codesac");--> statement-breakpoint
CREATE INDEX "subjects_name_idx" ON "subjects" USING btree ("name");--> statement-breakpoint
CREATE INDEX "cities_department_idx" ON "cities" USING btree ("department_id","name");--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "countries_name_idx" ON "countries" USING btree ("name");--> statement-breakpoint
CREATE INDEX "departments_country_idx" ON "departments" USING btree ("country_id","name");--> statement-breakpoint
CREATE INDEX "departments_name_idx" ON "departments" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_attacheds_name_key" ON "announcement_attacheds" USING btree ("announcement_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_name_key" ON "announcements" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "announcements_open_idx" ON "announcements" USING btree ("state","fecha_inicio","fecha_fin");