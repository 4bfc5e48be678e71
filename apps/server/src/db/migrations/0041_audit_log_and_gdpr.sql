CREATE TABLE "audit_entries" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seq" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"person_id" integer,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" integer,
	"details" jsonb NOT NULL,
	"ip" text,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_entries_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "audit_entries_actor_check" CHECK ("audit_entries"."actor" in ('person', 'owner', 'system')),
	CONSTRAINT "audit_entries_seq_check" CHECK ("audit_entries"."seq" >= 1)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "file_retention_days" integer;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entries_company_seq_unique" ON "audit_entries" USING btree ("company_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_company_action_idx" ON "audit_entries" USING btree ("company_id","action","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_company_person_idx" ON "audit_entries" USING btree ("company_id","person_id","seq");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_file_retention_days_check" CHECK ("companies"."file_retention_days" is null or "companies"."file_retention_days" between 1 and 3650);