ALTER TABLE "missions" ADD COLUMN "first_session_date" date;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "first_session_beginning" integer;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "first_session_ending" integer;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD COLUMN "pending_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD COLUMN "pending_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD COLUMN "billed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD COLUMN "billed_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD COLUMN "paid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD COLUMN "paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "missions_company_first_session_idx" ON "missions" USING btree ("company_id","first_session_date");--> statement-breakpoint
CREATE INDEX "session_agents_company_date_idx" ON "session_agents" USING btree ("company_id","date");--> statement-breakpoint
-- Added by hand (drizzle-kit does not write triggers): a mission's first session (by date, start,
-- id) is copied onto it by the database, whatever writes the sessions (calendar, booking, import,
-- agent app, a cascade), so that the billing month finds its appointments by one index range on
-- missions instead of every session of the company (docs/decisions/0026-billing.md). A statement
-- recomputes the missions it touched once each, and writes only the ones that changed.
CREATE FUNCTION "missions_follow_first_session"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "company_ids" integer[];
  "mission_ids" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("d"."company_id"), array_agg("d"."mission_id") INTO "company_ids", "mission_ids"
    FROM (SELECT DISTINCT "company_id", "mission_id" FROM "new_sessions") "d";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("d"."company_id"), array_agg("d"."mission_id") INTO "company_ids", "mission_ids"
    FROM (SELECT DISTINCT "company_id", "mission_id" FROM "old_sessions") "d";
  ELSE
    SELECT array_agg("d"."company_id"), array_agg("d"."mission_id") INTO "company_ids", "mission_ids"
    FROM (SELECT "company_id", "mission_id" FROM "new_sessions"
      UNION SELECT "company_id", "mission_id" FROM "old_sessions") "d";
  END IF;
  UPDATE "missions" "m" SET
    "first_session_date" = "f"."date",
    "first_session_beginning" = "f"."beginning",
    "first_session_ending" = "f"."ending"
  FROM unnest("company_ids", "mission_ids") AS "t"("company_id", "mission_id")
  LEFT JOIN LATERAL (
    SELECT "s"."date", "s"."beginning", "s"."ending" FROM "mission_sessions" "s"
    WHERE "s"."company_id" = "t"."company_id" AND "s"."mission_id" = "t"."mission_id"
    ORDER BY "s"."date", "s"."beginning", "s"."id" LIMIT 1
  ) "f" ON true
  WHERE "m"."company_id" = "t"."company_id" AND "m"."id" = "t"."mission_id"
    AND ("m"."first_session_date", "m"."first_session_beginning", "m"."first_session_ending")
      IS DISTINCT FROM ("f"."date", "f"."beginning", "f"."ending");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "missions_follow_first_session_insert" AFTER INSERT ON "mission_sessions"
  REFERENCING NEW TABLE AS "new_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "missions_follow_first_session"();--> statement-breakpoint
CREATE TRIGGER "missions_follow_first_session_update" AFTER UPDATE ON "mission_sessions"
  REFERENCING OLD TABLE AS "old_sessions" NEW TABLE AS "new_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "missions_follow_first_session"();--> statement-breakpoint
CREATE TRIGGER "missions_follow_first_session_delete" AFTER DELETE ON "mission_sessions"
  REFERENCING OLD TABLE AS "old_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "missions_follow_first_session"();--> statement-breakpoint
-- The missions made before this migration.
UPDATE "missions" "m" SET
  "first_session_date" = "f"."date",
  "first_session_beginning" = "f"."beginning",
  "first_session_ending" = "f"."ending"
FROM (
  SELECT DISTINCT ON ("company_id", "mission_id") "company_id", "mission_id", "date", "beginning", "ending"
  FROM "mission_sessions" ORDER BY "company_id", "mission_id", "date", "beginning", "id"
) "f"
WHERE "m"."company_id" = "f"."company_id" AND "m"."id" = "f"."mission_id";;--> statement-breakpoint
-- The months closed before this migration: their totals by billing status from their frozen rows.
UPDATE "billing_periods" "p" SET
  "pending_count" = "t"."pending_count", "pending_cents" = "t"."pending_cents",
  "billed_count" = "t"."billed_count", "billed_cents" = "t"."billed_cents",
  "paid_count" = "t"."paid_count", "paid_cents" = "t"."paid_cents"
FROM (
  SELECT "company_id", "year", "month",
    count(*) FILTER (WHERE "billing_status" = 'pending') AS "pending_count",
    coalesce(sum("price_cents") FILTER (WHERE "billing_status" = 'pending'), 0) AS "pending_cents",
    count(*) FILTER (WHERE "billing_status" = 'billed') AS "billed_count",
    coalesce(sum("price_cents") FILTER (WHERE "billing_status" = 'billed'), 0) AS "billed_cents",
    count(*) FILTER (WHERE "billing_status" = 'paid') AS "paid_count",
    coalesce(sum("price_cents") FILTER (WHERE "billing_status" = 'paid'), 0) AS "paid_cents"
  FROM "billing_period_rdvs" GROUP BY "company_id", "year", "month"
) "t"
WHERE "p"."company_id" = "t"."company_id" AND "p"."year" = "t"."year" AND "p"."month" = "t"."month";
