CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "client_invitations" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "client_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"campagne" text,
	"scheduled_for" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "client_invitations_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "client_invitations_status_check" CHECK ("client_invitations"."status" in ('pending', 'sent', 'failed', 'cancelled'))
);
--> statement-breakpoint
DROP INDEX "clients_company_name_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_invitations_pending_unique" ON "client_invitations" USING btree ("company_id","client_id") WHERE "client_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "client_invitations_due_idx" ON "client_invitations" USING btree ("scheduled_for") WHERE "client_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "clients_company_postal_code_idx" ON "clients" USING btree ("company_id","code_postal");--> statement-breakpoint
CREATE INDEX "clients_company_operation_idx" ON "clients" USING btree ("company_id","operation_id");--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_prenom_trgm_idx" ON "clients" USING gin (lower("prenom") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_email_unique" ON "clients" USING btree ("company_id",lower("email")) WHERE "clients"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_name_phone_unique" ON "clients" USING btree ("company_id",lower("name"),"phone_key") WHERE "clients"."phone_key" is not null;--> statement-breakpoint
CREATE INDEX "clients_company_name_idx" ON "clients" USING btree ("company_id","name","id");