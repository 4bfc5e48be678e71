-- Hand-edited: only client_id is set to null (company_id stays, NOT NULL); drizzle-kit writes no column list.
ALTER TABLE "missions" DROP CONSTRAINT "missions_company_id_client_id_clients_company_id_id_fk";
--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_company_id_client_id_clients_company_id_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE SET NULL ("client_id") ON UPDATE no action;