-- What each company uses of its plan's counted limits, kept by the database itself
-- (docs/decisions/0027-api-throughput.md): POST /subscriptions/company-plan and the limit checks
-- read one row instead of counting the company's agents, forms and clients on every call.
-- Statement-level triggers: a CSV import of 100,000 clients adds 100,000 in one update.
CREATE TABLE "company_usage" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"agents" integer DEFAULT 0 NOT NULL,
	"forms" integer DEFAULT 0 NOT NULL,
	"clients" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_usage" ADD CONSTRAINT "company_usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "company_usage" ("company_id", "agents", "forms", "clients")
SELECT "c"."id",
  (SELECT count(*) FROM "agents" WHERE "company_id" = "c"."id"),
  (SELECT count(*) FROM "forms" WHERE "company_id" = "c"."id"),
  (SELECT count(*) FROM "clients" WHERE "company_id" = "c"."id")
FROM "companies" "c";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_company_rows_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO company_usage AS u (company_id, %1$I) SELECT company_id, count(*) FROM added GROUP BY company_id '
    'ON CONFLICT (company_id) DO UPDATE SET %1$I = u.%1$I + excluded.%1$I',
    TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_company_rows_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE company_usage u SET %1$I = u.%1$I - r.n '
    'FROM (SELECT company_id, count(*) AS n FROM removed GROUP BY company_id) r WHERE u.company_id = r.company_id',
    TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agents_counted_in" AFTER INSERT ON "agents" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_company_rows_added"('agents');
--> statement-breakpoint
CREATE TRIGGER "agents_counted_out" AFTER DELETE ON "agents" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_company_rows_removed"('agents');
--> statement-breakpoint
CREATE TRIGGER "forms_counted_in" AFTER INSERT ON "forms" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_company_rows_added"('forms');
--> statement-breakpoint
CREATE TRIGGER "forms_counted_out" AFTER DELETE ON "forms" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_company_rows_removed"('forms');
--> statement-breakpoint
CREATE TRIGGER "clients_counted_in" AFTER INSERT ON "clients" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_company_rows_added"('clients');
--> statement-breakpoint
CREATE TRIGGER "clients_counted_out" AFTER DELETE ON "clients" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_company_rows_removed"('clients');
