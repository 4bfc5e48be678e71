ALTER TABLE "clients" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
-- Clients erased before this column: the erasure left them named 'Client effacé', without e-mail nor
-- telephone, their booking link revoked at the epoch (decision 0039). Their instant is not known.
UPDATE "clients" SET "erased_at" = "created_at" WHERE "name" = 'Client effacé' AND "email" IS NULL AND "telephone" IS NULL AND "booking_link_expires_at" = to_timestamp(0);
