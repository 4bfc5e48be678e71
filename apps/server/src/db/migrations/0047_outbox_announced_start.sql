ALTER TABLE "outbox_messages" ADD COLUMN "announced_date" date;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "announced_beginning" integer;