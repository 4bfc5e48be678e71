CREATE TABLE "plan_changes" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "plan_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_plan" text NOT NULL,
	"to_plan" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_changes_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "plan_changes_from_plan_check" CHECK ("plan_changes"."from_plan" in ('standard', 'business', 'premium')),
	CONSTRAINT "plan_changes_to_plan_check" CHECK ("plan_changes"."to_plan" in ('standard', 'business', 'premium')),
	CONSTRAINT "plan_changes_changed_plan_check" CHECK ("plan_changes"."from_plan" <> "plan_changes"."to_plan"),
	CONSTRAINT "plan_changes_changed_by_check" CHECK ("plan_changes"."changed_by" in ('company', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;