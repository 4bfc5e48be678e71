CREATE TABLE "automation_client_steps" (
	"company_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"reminded_at" timestamp with time zone,
	"handed_off_at" timestamp with time zone,
	CONSTRAINT "automation_client_steps_company_id_client_id_pk" PRIMARY KEY("company_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "automation_log" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "automation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rule" text NOT NULL,
	"action" text NOT NULL,
	"client_id" integer,
	"mission_id" integer,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_log_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "automation_rules" (
	"company_id" integer NOT NULL,
	"rule" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"enabled_at" timestamp with time zone,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_rules_company_id_rule_pk" PRIMARY KEY("company_id","rule"),
	CONSTRAINT "automation_rules_rule_check" CHECK ("automation_rules"."rule" in ('express_slots', 'booking_reminder', 'session_report'))
);
--> statement-breakpoint
CREATE TABLE "express_offers" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "express_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"client_id" integer NOT NULL,
	"freed_mission_id" integer NOT NULL,
	"date" date NOT NULL,
	"beginning" integer NOT NULL,
	"ending" integer NOT NULL,
	"distance_metres" integer,
	"status" text DEFAULT 'offered' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "express_offers_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "express_offers_status_check" CHECK ("express_offers"."status" in ('offered', 'accepted', 'taken'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachment_base64" text;--> statement-breakpoint
ALTER TABLE "automation_client_steps" ADD CONSTRAINT "automation_client_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_client_steps" ADD CONSTRAINT "automation_client_steps_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_log" ADD CONSTRAINT "automation_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "express_offers" ADD CONSTRAINT "express_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "express_offers" ADD CONSTRAINT "express_offers_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_log_company_idx" ON "automation_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_log_report_once" ON "automation_log" USING btree ("company_id","mission_id") WHERE "automation_log"."action" = 'report_sent';--> statement-breakpoint
CREATE UNIQUE INDEX "express_offers_public_id_unique" ON "express_offers" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check" CHECK ("outbox_messages"."kind" in ('contact', 'agent_invitation', 'person_invitation', 'password_reset', 'invitation', 'confirmation', 'reminder_d7', 'reminder_d1', 'reschedule', 'cancellation', 'en_route', 'express_slot', 'booking_reminder', 'session_report'));