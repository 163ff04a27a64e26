-- Issue 46: every enumerated column keeps to its list in packages/shared (docs/decisions/020-enumerated-columns.md).
-- Added NOT VALID, so that a deployment whose old rows hold a value outside a list still migrates; every
-- new or changed row is checked from here on. The block at the end then validates each constraint whose
-- rows all comply; one that does not stays NOT VALID with a warning naming it (the decision says how to
-- find, fix and validate its rows). thirds_auth_source is migration 0033's, written by hand there; the schema
-- now declares it too (packages/shared THIRD_AUTH_SOURCE_IDS), so it is not added again.
ALTER TABLE "roles" ADD CONSTRAINT "roles_key" CHECK ("roles"."key" is null or "roles"."key" in ('admin', 'lecturer', 'reviewer', 'evaluator')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_type" CHECK ("users"."account_type" in ('sac', 'adm')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "academic_people" ADD CONSTRAINT "academic_people_type_id" CHECK ("academic_people"."type_id" in ('CC', 'TI', 'CI', 'TP', 'RC', 'CE')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "academic_people" ADD CONSTRAINT "academic_people_role" CHECK ("academic_people"."role" in ('Docente', 'Egresado', 'Estudiante')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_account_type" CHECK ("password_resets"."account_type" in ('sac', 'adm')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_family" CHECK ("product_types"."family" is null or "product_types"."family" in ('knowledge', 'social', 'training')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_kind" CHECK ("strategies"."strategy" is null or "strategies"."strategy" in ('Grupos de Estudio', 'Grupos de Trabajo', 'Colectivos Académicos', 'Semilleros de Investigación')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_state" CHECK ("strategies"."state" in ('Borrador', 'Activo', 'Vencido', 'Finalizado')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_type" CHECK ("strategy_actors"."type" in ('Líder', 'Docente', 'Egresado', 'Estudiante', 'Sector Productivo', 'Estado', 'Sociedad Civil')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_state" CHECK ("strategy_actors"."state" in ('Activo', 'Inactivo')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_rol" CHECK ("strategy_actors"."rol" is null or "strategy_actors"."rol" in ('Co-Tutor', 'Evaluador', 'Asesor', 'Co-ejecutor', 'Beneficiario')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_link" CHECK ("strategy_actors"."link" is null or "strategy_actors"."link" in ('Tiempo Completo', 'Medio Tiempo', 'Hora Catedra', 'Docente Nacional', 'Docente Internacional', 'Estudiante USTA', 'Estudiante Movilidad')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "strategy_actors" ADD CONSTRAINT "strategy_actors_sector" CHECK ("strategy_actors"."sector" is null or "strategy_actors"."sector" in ('Público', 'Privado')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "strategy_kind_products" ADD CONSTRAINT "strategy_kind_products_kind" CHECK ("strategy_kind_products"."kind" in ('Grupos de Estudio', 'Grupos de Trabajo', 'Colectivos Académicos', 'Semilleros de Investigación')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "thirds" ADD CONSTRAINT "thirds_type_id" CHECK ("thirds"."type_id" in ('CC', 'TI', 'CI', 'TP', 'RC', 'CE', 'NIT')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "project_investigators" ADD CONSTRAINT "project_investigators_type_third" CHECK ("project_investigators"."type_third" in ('Interno', 'Externo')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "project_investigators" ADD CONSTRAINT "project_investigators_type_investigator" CHECK ("project_investigators"."type_investigator" in ('Principal', 'Coinvestigador')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "project_investigators" ADD CONSTRAINT "project_investigators_link" CHECK ("project_investigators"."link" is null or "project_investigators"."link" in ('completo', 'medio')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "project_investigators" ADD CONSTRAINT "project_investigators_colciencias" CHECK ("project_investigators"."colciencias" is null or "project_investigators"."colciencias" in ('IS', 'I', 'IJ', 'ED', 'EM', 'JI', 'IPO', 'EP', 'IVD', 'IVM', 'IVE', 'IVP', 'IV')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_state" CHECK ("projects"."state" in ('Borrador', 'Enviado', 'En evaluación', 'Aprobado', 'Ajustes solicitados', 'Rechazado', 'En ejecución', 'Suspendido', 'Finalizado', 'Cerrado por incumplimiento')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "project_transitions" ADD CONSTRAINT "project_transitions_from_state" CHECK ("project_transitions"."from_state" in ('Borrador', 'Enviado', 'En evaluación', 'Aprobado', 'Ajustes solicitados', 'Rechazado', 'En ejecución', 'Suspendido', 'Finalizado', 'Cerrado por incumplimiento')) NOT VALID;
--> statement-breakpoint
ALTER TABLE "project_transitions" ADD CONSTRAINT "project_transitions_to_state" CHECK ("project_transitions"."to_state" in ('Borrador', 'Enviado', 'En evaluación', 'Aprobado', 'Ajustes solicitados', 'Rechazado', 'En ejecución', 'Suspendido', 'Finalizado', 'Cerrado por incumplimiento')) NOT VALID;
--> statement-breakpoint
DO $$
DECLARE
	c record;
BEGIN
	FOR c IN SELECT conrelid::regclass::text AS tbl, conname FROM pg_constraint
		WHERE contype = 'c' AND NOT convalidated AND conname IN ('roles_key', 'users_account_type', 'academic_people_type_id', 'academic_people_role', 'password_resets_account_type', 'product_types_family', 'strategies_kind', 'strategies_state', 'strategy_actors_type', 'strategy_actors_state', 'strategy_actors_rol', 'strategy_actors_link', 'strategy_actors_sector', 'strategy_kind_products_kind', 'thirds_type_id', 'project_investigators_type_third', 'project_investigators_type_investigator', 'project_investigators_link', 'project_investigators_colciencias', 'projects_state', 'project_transitions_from_state', 'project_transitions_to_state')
	LOOP
		BEGIN
			EXECUTE format('ALTER TABLE %s VALIDATE CONSTRAINT %I', c.tbl, c.conname);
		EXCEPTION WHEN check_violation THEN
			RAISE WARNING 'Restricción % de % sin validar: hay filas con valores fuera de la lista (docs/decisions/020-enumerated-columns.md)', c.conname, c.tbl;
		END;
	END LOOP;
END $$;
