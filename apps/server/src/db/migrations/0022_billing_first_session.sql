ALTER TABLE "missions" ADD COLUMN "first_session_date" date;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "first_session_beginning" integer;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "first_session_ending" integer;--> statement-breakpoint
CREATE INDEX "missions_company_first_session_idx" ON "missions" USING btree ("company_id","first_session_date");--> statement-breakpoint
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
WHERE "m"."company_id" = "f"."company_id" AND "m"."id" = "f"."mission_id";
