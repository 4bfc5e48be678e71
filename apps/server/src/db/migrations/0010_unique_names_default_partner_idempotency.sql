CREATE TABLE "idempotency_keys" (
	"company_id" integer NOT NULL,
	"key" uuid NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written by hand: each company's first partner (lowest id) becomes its default partner.
UPDATE "partners" SET "is_default" = true
  WHERE ("company_id", "id") IN (SELECT "company_id", min("id") FROM "partners" GROUP BY "company_id");--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_partner_id_partners_company_id_id_fk" FOREIGN KEY ("company_id","partner_id") REFERENCES "public"."partners"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Written by hand (docs/decisions/0011-data-integrity.md): agents, qualifications and operation
-- types become unique per company by lower(btrim(name)). Existing duplicates are renamed first,
-- never deleted, so every link (missions, qualifications, clients) stays: the oldest row (lowest id)
-- keeps its name, each later one gets the first free suffix " (2)", " (3)"... A NOTICE names each rename.
DO $$
DECLARE
  target text;
  duplicate record;
  suffix integer;
  candidate text;
  taken boolean;
BEGIN
  FOREACH target IN ARRAY ARRAY['agents', 'roles', 'operations'] LOOP
    FOR duplicate IN EXECUTE format(
      'SELECT t.company_id, t.id, btrim(t.name) AS name FROM %I AS t
        WHERE EXISTS (SELECT 1 FROM %I AS earlier
                       WHERE earlier.company_id = t.company_id
                         AND lower(btrim(earlier.name)) = lower(btrim(t.name))
                         AND earlier.id < t.id)
        ORDER BY t.company_id, t.id', target, target)
    LOOP
      suffix := 2;
      LOOP
        -- Names stay within the forms' 100 characters.
        candidate := left(duplicate.name, 100 - length(' (' || suffix || ')')) || ' (' || suffix || ')';
        EXECUTE format(
          'SELECT EXISTS (SELECT 1 FROM %I WHERE company_id = $1 AND lower(btrim(name)) = lower($2))', target)
          INTO taken USING duplicate.company_id, candidate;
        EXIT WHEN NOT taken;
        suffix := suffix + 1;
      END LOOP;
      EXECUTE format('UPDATE %I SET name = $1 WHERE company_id = $2 AND id = $3', target)
        USING candidate, duplicate.company_id, duplicate.id;
      RAISE NOTICE 'Doublon renommé : % % de la société % « % » devient « % »',
        target, duplicate.id, duplicate.company_id, duplicate.name, candidate;
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "agents_company_name_unique" ON "agents" USING btree ("company_id",lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_company_name_unique" ON "roles" USING btree ("company_id",lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "operations_company_name_unique" ON "operations" USING btree ("company_id",lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "partners_company_default_unique" ON "partners" USING btree ("company_id") WHERE "partners"."is_default";--> statement-breakpoint
CREATE INDEX "clients_company_partner_idx" ON "clients" USING btree ("company_id","partner_id");