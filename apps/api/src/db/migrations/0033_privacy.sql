CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"answer" text,
	"reminded_on" date,
	CONSTRAINT "data_requests_kind" CHECK ("data_requests"."kind" in ('consulta', 'correccion', 'supresion'))
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_acceptances" (
	"user_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
ALTER TABLE "thirds" ADD COLUMN "auth_source" text;--> statement-breakpoint
ALTER TABLE "thirds" ADD COLUMN "auth_date" date;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_acceptances" ADD CONSTRAINT "privacy_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_acceptances" ADD CONSTRAINT "privacy_acceptances_notice_id_privacy_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."privacy_notices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id","filed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_requests_open_idx" ON "data_requests" USING btree ("due_on") WHERE "data_requests"."answered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_acceptances_key" ON "privacy_acceptances" USING btree ("user_id","notice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_notices_version_key" ON "privacy_notices" USING btree ("version");--> statement-breakpoint
-- A published version or an acceptance changes the session's pending steps (privacy_notice): the
-- session caches read the user again (migration 0021's counter).
CREATE CONSTRAINT TRIGGER auth_version_privacy_notices AFTER INSERT ON privacy_notices DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_version_privacy_acceptances AFTER INSERT ON privacy_acceptances DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_text" CHECK (char_length("text") between 1 and 4000);
--> statement-breakpoint
ALTER TABLE "thirds" ADD CONSTRAINT "thirds_auth_source" CHECK ("auth_source" is null or "auth_source" in ('formulario', 'escrita', 'correo', 'verbal', 'conducta'));
