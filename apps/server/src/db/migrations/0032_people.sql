CREATE TABLE "password_resets" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "people" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "people_role_check" CHECK ("people"."role" in ('administrateur', 'planificateur', 'comptable', 'lecture_seule'))
);
--> statement-breakpoint
CREATE TABLE "person_invitations" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "person_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "person_invitations_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "person_invitations_role_check" CHECK ("person_invitations"."role" in ('administrateur', 'planificateur', 'comptable', 'lecture_seule'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check";--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_company_id_person_id_people_company_id_id_fk" FOREIGN KEY ("company_id","person_id") REFERENCES "public"."people"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_invitations" ADD CONSTRAINT "person_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_unique" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_person_idx" ON "password_resets" USING btree ("company_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_unique" ON "people" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "person_invitations_token_unique" ON "person_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "person_invitations_email_idx" ON "person_invitations" USING btree ("company_id",lower("email"));--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_company_id_person_id_people_company_id_id_fk" FOREIGN KEY ("company_id","person_id") REFERENCES "public"."people"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_person_idx" ON "admin_sessions" USING btree ("company_id","person_id");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check" CHECK ("outbox_messages"."kind" in ('contact', 'agent_invitation', 'person_invitation', 'password_reset', 'invitation', 'confirmation', 'reminder_d7', 'reminder_d1', 'reschedule', 'cancellation', 'en_route'));--> statement-breakpoint
-- A person's role or name changed: every server forgets the company's cached sessions (decision
-- 0033, like a plan change in 0026); a removed person's sessions are deleted by the cascade above,
-- which 0026's triggers announce one by one.
CREATE OR REPLACE FUNCTION "notify_people_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'c:' || "company_id") FROM (SELECT DISTINCT "company_id" FROM "changed") AS "companies_changed";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "people_changed" AFTER UPDATE ON "people"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_people_changed"();
