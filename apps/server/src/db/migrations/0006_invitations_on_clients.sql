ALTER TABLE "clients" ADD COLUMN "invitation_due_at" timestamp with time zone;--> statement-breakpoint
UPDATE "clients" AS c SET "invitation_due_at" = i."scheduled_for" FROM "client_invitations" AS i WHERE i."status" = 'pending' AND i."company_id" = c."company_id" AND i."client_id" = c."id";--> statement-breakpoint
DROP TABLE "client_invitations" CASCADE;--> statement-breakpoint
CREATE INDEX "clients_invitation_due_idx" ON "clients" USING btree ("invitation_due_at") WHERE "clients"."invitation_due_at" is not null;
