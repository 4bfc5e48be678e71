CREATE TABLE "operation_team_requirements" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "operation_team_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operation_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"min_agents" integer DEFAULT 1 NOT NULL,
	"max_agents" integer DEFAULT 1 NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"load_percentage" integer DEFAULT 100 NOT NULL,
	"priority_order" integer NOT NULL,
	"special_requirements" text,
	CONSTRAINT "operation_team_requirements_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "operation_team_requirements" ADD CONSTRAINT "operation_team_requirements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_team_requirements" ADD CONSTRAINT "operation_team_requirements_company_id_operation_id_operations_company_id_id_fk" FOREIGN KEY ("company_id","operation_id") REFERENCES "public"."operations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_team_requirements" ADD CONSTRAINT "operation_team_requirements_company_id_role_id_roles_company_id_id_fk" FOREIGN KEY ("company_id","role_id") REFERENCES "public"."roles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_team_requirements_operation_idx" ON "operation_team_requirements" USING btree ("company_id","operation_id");