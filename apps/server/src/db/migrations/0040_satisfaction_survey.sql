CREATE TABLE "satisfaction_surveys" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "satisfaction_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"agent_id" integer,
	"operation" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"score" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "satisfaction_surveys_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "satisfaction_surveys_score_check" CHECK ("satisfaction_surveys"."score" between 1 and 5),
	CONSTRAINT "satisfaction_surveys_answer_check" CHECK (("satisfaction_surveys"."score" is null) = ("satisfaction_surveys"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check";--> statement-breakpoint
ALTER TABLE "automation_rules" DROP CONSTRAINT "automation_rules_rule_check";--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "satisfaction_surveys_public_id_unique" ON "satisfaction_surveys" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "satisfaction_surveys_mission_unique" ON "satisfaction_surveys" USING btree ("company_id","mission_id");--> statement-breakpoint
CREATE INDEX "satisfaction_surveys_answered_idx" ON "satisfaction_surveys" USING btree ("company_id","answered_at");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check" CHECK ("outbox_messages"."kind" in ('contact', 'agent_invitation', 'person_invitation', 'password_reset', 'webhook', 'webhook_disabled', 'invitation', 'confirmation', 'reminder_d7', 'reminder_d1', 'reschedule', 'cancellation', 'en_route', 'express_slot', 'booking_reminder', 'session_report', 'satisfaction'));--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_rule_check" CHECK ("automation_rules"."rule" in ('express_slots', 'booking_reminder', 'session_report', 'satisfaction_survey'));