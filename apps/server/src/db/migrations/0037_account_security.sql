CREATE TABLE "totp_factors" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "totp_factors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" integer,
	"recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "totp_factors_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "totp_required_for_admins" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "ip_network" text;--> statement-breakpoint
ALTER TABLE "totp_factors" ADD CONSTRAINT "totp_factors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_factors" ADD CONSTRAINT "totp_factors_company_id_person_id_people_company_id_id_fk" FOREIGN KEY ("company_id","person_id") REFERENCES "public"."people"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "totp_factors_account_unique" ON "totp_factors" USING btree ("company_id",coalesce("person_id", 0));--> statement-breakpoint
CREATE INDEX "totp_factors_person_idx" ON "totp_factors" USING btree ("company_id","person_id");--> statement-breakpoint
-- Decision 0038: a session's last use is written at most once a minute and changes nothing the
-- servers keep, so an update that only touches `last_used_at` is not announced; any other change of
-- a session (or its end: the DELETE trigger of 0026) still reaches every server at once.
CREATE OR REPLACE FUNCTION "notify_admin_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 's:' || "ended"."token_hash")
    FROM "ended" LEFT JOIN "updated" ON "updated"."token_hash" = "ended"."token_hash"
    WHERE "updated"."token_hash" IS NULL
       OR ("ended"."company_id", "ended"."person_id", "ended"."expires_at")
          IS DISTINCT FROM ("updated"."company_id", "updated"."person_id", "updated"."expires_at");
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "admin_sessions_changed" ON "admin_sessions";
--> statement-breakpoint
CREATE TRIGGER "admin_sessions_changed" AFTER UPDATE ON "admin_sessions"
  REFERENCING OLD TABLE AS "ended" NEW TABLE AS "updated"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_admin_sessions_changed"();
--> statement-breakpoint
-- A second factor enabled or removed changes what a session of the company may do (an
-- administrateur who must enrol first): every server reads the company's sessions again.
CREATE OR REPLACE FUNCTION "notify_totp_factors_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'c:' || coalesce(NEW."company_id", OLD."company_id"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "totp_factors_changed" AFTER INSERT OR UPDATE OF "confirmed_at" OR DELETE ON "totp_factors"
  FOR EACH ROW EXECUTE FUNCTION "notify_totp_factors_changed"();
