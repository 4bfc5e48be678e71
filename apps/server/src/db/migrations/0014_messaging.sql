ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_status_check";--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "email_invitation_subject" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "email_invitation_body" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "email_confirmation_subject" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "email_confirmation_body" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "short_code" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "kind" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "mission_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "send_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "calendar_ics" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "booked_via" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "notified_start" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_short_code_unique" ON "clients" USING btree ("short_code") WHERE "clients"."short_code" is not null;--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("send_after") WHERE "outbox_messages"."status" = 'pending' and "outbox_messages"."queued_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_messages_client_idx" ON "outbox_messages" USING btree ("company_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_mission_idx" ON "outbox_messages" USING btree ("company_id","mission_id") WHERE "outbox_messages"."mission_id" is not null;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check" CHECK ("outbox_messages"."kind" in ('contact', 'invitation', 'confirmation', 'reminder_d7', 'reminder_d1', 'reschedule', 'cancellation', 'en_route'));--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" in ('pending', 'sent', 'failed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_booked_via_check" CHECK ("missions"."booked_via" in ('email', 'sms'));