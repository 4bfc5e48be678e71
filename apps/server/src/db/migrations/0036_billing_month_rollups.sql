CREATE TABLE "billing_agent_months" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"agent_id" integer NOT NULL,
	"rdvs" integer NOT NULL,
	CONSTRAINT "billing_agent_months_company_id_month_agent_id_pk" PRIMARY KEY("company_id","month","agent_id")
);
--> statement-breakpoint
CREATE TABLE "billing_agent_rdvs" (
	"company_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "billing_agent_rdvs_company_id_mission_id_agent_id_pk" PRIMARY KEY("company_id","mission_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "billing_month_rollups" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"operation_key" integer NOT NULL,
	"creation_type" text NOT NULL,
	"billing_status" text NOT NULL,
	"rdvs" integer NOT NULL,
	"own_price_rdvs" integer NOT NULL,
	"own_price_cents" bigint NOT NULL,
	CONSTRAINT "billing_month_rollups_pk" PRIMARY KEY("company_id","month","operation_key","creation_type","billing_status")
);
--> statement-breakpoint
ALTER TABLE "billing_agent_months" ADD CONSTRAINT "billing_agent_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_agent_rdvs" ADD CONSTRAINT "billing_agent_rdvs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_month_rollups" ADD CONSTRAINT "billing_month_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_agent_rdvs_month_idx" ON "billing_agent_rdvs" USING btree ("company_id","month","agent_id");--> statement-breakpoint
-- Added by hand (drizzle-kit does not write functions or triggers): the live billing month's
-- rollups (docs/decisions/0041-billing-month-rollups.md), kept by the database in the statement
-- that changes missions, sessions or their agents, whatever writes them, as the statistics'
-- rollups of migration 0031 are (same shape: statement triggers, transition rows as JSON, counters
-- upserted as differences in key order, a mission's agents recomputed under its advisory lock in
-- the two-key spaces 32005 / 32105 of `rollup_lock`). An appointment counts in the month of its
-- first session when it is not cancelled, unless already billed (billing.repository.ts liveRows).
-- Prices are not here but for an appointment's own price: the others are read from their
-- operation when the month is read, so a price change needs no trigger.
CREATE FUNCTION "billing_refresh_agents"("company_ids" integer[], "mission_ids" integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "gone" jsonb;
  "added" jsonb;
BEGIN
  IF "mission_ids" IS NULL THEN
    RETURN;
  END IF;
  PERFORM rollup_lock(32005, "company_ids", "mission_ids");
  WITH "deleted" AS (
    DELETE FROM "billing_agent_rdvs" "p"
    USING unnest("company_ids", "mission_ids") AS "t"("company_id", "mission_id")
    WHERE "p"."company_id" = "t"."company_id" AND "p"."mission_id" = "t"."mission_id"
    RETURNING "p"."company_id", "p"."month", "p"."agent_id", -1 AS "rdvs"
  )
  SELECT jsonb_agg("deleted") INTO "gone" FROM "deleted";
  WITH "touched" AS (
    SELECT DISTINCT "t"."company_id", "t"."mission_id"
    FROM unnest("company_ids", "mission_ids") AS "t"("company_id", "mission_id")
    JOIN "companies" "c" ON "c"."id" = "t"."company_id"
  ),
  "inserted" AS (
    INSERT INTO "billing_agent_rdvs" ("company_id", "mission_id", "agent_id", "month")
    SELECT DISTINCT "m"."company_id", "m"."id", "sa"."agent_id", "k"."month"
    FROM "touched" "t"
    JOIN "missions" "m" ON "m"."company_id" = "t"."company_id" AND "m"."id" = "t"."mission_id"
    CROSS JOIN LATERAL (SELECT date_trunc('month', "m"."first_session_date")::date AS "month") "k"
    JOIN "mission_sessions" "s" ON "s"."company_id" = "m"."company_id" AND "s"."mission_id" = "m"."id"
      AND "s"."date" >= "k"."month" AND "s"."date" < ("k"."month" + interval '1 month')::date
    JOIN "session_agents" "sa" ON "sa"."company_id" = "s"."company_id" AND "sa"."session_id" = "s"."id"
      AND "sa"."date" >= "k"."month" AND "sa"."date" < ("k"."month" + interval '1 month')::date
    WHERE "m"."first_session_date" IS NOT NULL
      AND ("m"."status" <> 'cancelled' OR "m"."billing_status" <> 'pending')
    RETURNING "company_id", "month", "agent_id", 1 AS "rdvs"
  )
  SELECT jsonb_agg("inserted") INTO "added" FROM "inserted";
  INSERT INTO "billing_agent_months" AS "r" ("company_id", "month", "agent_id", "rdvs")
  SELECT "x"."company_id", "x"."month", "x"."agent_id", sum("x"."rdvs")
  FROM (
    SELECT * FROM jsonb_to_recordset(coalesce("gone", '[]')) AS "g"("company_id" integer, "month" date,
      "agent_id" integer, "rdvs" integer)
    UNION ALL
    SELECT * FROM jsonb_to_recordset(coalesce("added", '[]')) AS "a"("company_id" integer, "month" date,
      "agent_id" integer, "rdvs" integer)
  ) "x"
  JOIN "companies" "c" ON "c"."id" = "x"."company_id"
  GROUP BY 1, 2, 3 HAVING sum("x"."rdvs") <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ("company_id", "month", "agent_id")
  DO UPDATE SET "rdvs" = "r"."rdvs" + "excluded"."rdvs";
END
$$;--> statement-breakpoint
-- Missions: the month's counters get the difference of the rows before and after; a mission that
-- enters or leaves a month (first session, status, billing status) has its agents recomputed.
CREATE FUNCTION "billing_rollups_follow_missions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before" jsonb := '[]';
  "after" jsonb := '[]';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'id', "r"."id", 'status', "r"."status", 'billing_status', "r"."billing_status", 'creation_type', "r"."creation_type", 'operation_id', "r"."operation_id", 'billing_price_cents', "r"."billing_price_cents", 'first_session_date', "r"."first_session_date")), '[]') INTO "before" FROM "old_missions" "r";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'id', "r"."id", 'status', "r"."status", 'billing_status', "r"."billing_status", 'creation_type', "r"."creation_type", 'operation_id', "r"."operation_id", 'billing_price_cents', "r"."billing_price_cents", 'first_session_date', "r"."first_session_date")), '[]') INTO "after" FROM "new_missions" "r";
  END IF;
  INSERT INTO "billing_month_rollups" AS "r" ("company_id", "month", "operation_key", "creation_type",
    "billing_status", "rdvs", "own_price_rdvs", "own_price_cents")
  SELECT "x"."company_id", date_trunc('month', "x"."first_session_date")::date, coalesce("x"."operation_id", 0),
    "x"."creation_type", "x"."billing_status", sum("x"."delta"),
    sum(CASE WHEN "x"."billing_price_cents" IS NULL THEN 0 ELSE "x"."delta" END),
    coalesce(sum("x"."billing_price_cents"::bigint * "x"."delta"), 0)
  FROM (
    SELECT "b".*, -1 AS "delta"
    FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "status" text, "billing_status" text, "creation_type" text, "operation_id" integer, "billing_price_cents" integer, "first_session_date" date)
    UNION ALL
    SELECT "a".*, 1
    FROM jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "status" text, "billing_status" text, "creation_type" text, "operation_id" integer, "billing_price_cents" integer, "first_session_date" date)
  ) "x"
  JOIN "companies" "c" ON "c"."id" = "x"."company_id"
  WHERE "x"."first_session_date" IS NOT NULL AND ("x"."status" <> 'cancelled' OR "x"."billing_status" <> 'pending')
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum("x"."delta") <> 0 OR coalesce(sum("x"."billing_price_cents"::bigint * "x"."delta"), 0) <> 0
    OR sum(CASE WHEN "x"."billing_price_cents" IS NULL THEN 0 ELSE "x"."delta" END) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("company_id", "month", "operation_key", "creation_type", "billing_status")
  DO UPDATE SET "rdvs" = "r"."rdvs" + "excluded"."rdvs",
    "own_price_rdvs" = "r"."own_price_rdvs" + "excluded"."own_price_rdvs",
    "own_price_cents" = "r"."own_price_cents" + "excluded"."own_price_cents";

  PERFORM billing_refresh_agents(array_agg("k"."company_id"), array_agg("k"."id"))
  FROM (
    SELECT coalesce("a"."company_id", "b"."company_id") AS "company_id", coalesce("a"."id", "b"."id") AS "id"
    FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "status" text, "billing_status" text, "first_session_date" date)
    FULL JOIN jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "status" text, "billing_status" text, "first_session_date" date)
      ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
    WHERE ("b"."first_session_date", "b"."status" <> 'cancelled' OR "b"."billing_status" <> 'pending')
      IS DISTINCT FROM ("a"."first_session_date", "a"."status" <> 'cancelled' OR "a"."billing_status" <> 'pending')
  ) "k";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Sessions: a session added, removed, moved to another day or mission changes its missions' agents.
CREATE FUNCTION "billing_rollups_follow_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before" jsonb := '[]';
  "after" jsonb := '[]';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'id', "r"."id", 'mission_id', "r"."mission_id", 'date', "r"."date")), '[]') INTO "before" FROM "old_sessions" "r";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'id', "r"."id", 'mission_id', "r"."mission_id", 'date', "r"."date")), '[]') INTO "after" FROM "new_sessions" "r";
  END IF;
  PERFORM billing_refresh_agents(array_agg("k"."company_id"), array_agg("k"."mission_id"))
  FROM (
    SELECT "b"."company_id", "b"."mission_id" FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "mission_id" integer, "date" date)
    LEFT JOIN jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "mission_id" integer, "date" date) ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
    WHERE ("a"."mission_id", "a"."date") IS DISTINCT FROM ("b"."mission_id", "b"."date")
    UNION
    SELECT "a"."company_id", "a"."mission_id" FROM jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "mission_id" integer, "date" date)
    LEFT JOIN jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "mission_id" integer, "date" date) ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
    WHERE ("a"."mission_id", "a"."date") IS DISTINCT FROM ("b"."mission_id", "b"."date")
  ) "k";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Agents on sessions: an agent added, removed or moved to another day changes the mission's agents.
CREATE FUNCTION "billing_rollups_follow_session_agents"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before" jsonb := '[]';
  "after" jsonb := '[]';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'session_id', "r"."session_id", 'agent_id', "r"."agent_id", 'date', "r"."date")), '[]') INTO "before" FROM "old_session_agents" "r";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'session_id', "r"."session_id", 'agent_id', "r"."agent_id", 'date', "r"."date")), '[]') INTO "after" FROM "new_session_agents" "r";
  END IF;
  PERFORM billing_refresh_agents(array_agg("s"."company_id"), array_agg("s"."mission_id"))
  FROM (
    SELECT "b"."company_id", "b"."session_id" FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "session_id" integer, "agent_id" integer, "date" date)
    LEFT JOIN jsonb_to_recordset("after") AS "a"("company_id" integer, "session_id" integer, "agent_id" integer, "date" date) ON "a"."company_id" = "b"."company_id" AND "a"."session_id" = "b"."session_id"
      AND "a"."agent_id" = "b"."agent_id"
    WHERE "a"."date" IS DISTINCT FROM "b"."date"
    UNION
    SELECT "a"."company_id", "a"."session_id" FROM jsonb_to_recordset("after") AS "a"("company_id" integer, "session_id" integer, "agent_id" integer, "date" date)
    LEFT JOIN jsonb_to_recordset("before") AS "b"("company_id" integer, "session_id" integer, "agent_id" integer, "date" date) ON "a"."company_id" = "b"."company_id" AND "a"."session_id" = "b"."session_id"
      AND "a"."agent_id" = "b"."agent_id"
    WHERE "a"."date" IS DISTINCT FROM "b"."date"
  ) "k"
  JOIN "mission_sessions" "s" ON "s"."company_id" = "k"."company_id" AND "s"."id" = "k"."session_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "billing_rollups_missions_insert" AFTER INSERT ON "missions"
  REFERENCING NEW TABLE AS "new_missions" FOR EACH STATEMENT EXECUTE FUNCTION "billing_rollups_follow_missions"();--> statement-breakpoint
CREATE TRIGGER "billing_rollups_missions_update" AFTER UPDATE ON "missions"
  REFERENCING OLD TABLE AS "old_missions" NEW TABLE AS "new_missions" FOR EACH STATEMENT EXECUTE FUNCTION "billing_rollups_follow_missions"();--> statement-breakpoint
CREATE TRIGGER "billing_rollups_missions_delete" AFTER DELETE ON "missions"
  REFERENCING OLD TABLE AS "old_missions" FOR EACH STATEMENT EXECUTE FUNCTION "billing_rollups_follow_missions"();--> statement-breakpoint
CREATE TRIGGER "billing_rollups_sessions_insert" AFTER INSERT ON "mission_sessions"
  REFERENCING NEW TABLE AS "new_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "billing_rollups_follow_sessions"();--> statement-breakpoint
CREATE TRIGGER "billing_rollups_sessions_update" AFTER UPDATE ON "mission_sessions"
  REFERENCING OLD TABLE AS "old_sessions" NEW TABLE AS "new_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "billing_rollups_follow_sessions"();--> statement-breakpoint
CREATE TRIGGER "billing_rollups_sessions_delete" AFTER DELETE ON "mission_sessions"
  REFERENCING OLD TABLE AS "old_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "billing_rollups_follow_sessions"();--> statement-breakpoint
CREATE TRIGGER "billing_rollups_session_agents_insert" AFTER INSERT ON "session_agents"
  REFERENCING NEW TABLE AS "new_session_agents" FOR EACH STATEMENT EXECUTE FUNCTION "billing_rollups_follow_session_agents"();--> statement-breakpoint
CREATE TRIGGER "billing_rollups_session_agents_update" AFTER UPDATE ON "session_agents"
  REFERENCING OLD TABLE AS "old_session_agents" NEW TABLE AS "new_session_agents" FOR EACH STATEMENT EXECUTE FUNCTION "billing_rollups_follow_session_agents"();--> statement-breakpoint
CREATE TRIGGER "billing_rollups_session_agents_delete" AFTER DELETE ON "session_agents"
  REFERENCING OLD TABLE AS "old_session_agents" FOR EACH STATEMENT EXECUTE FUNCTION "billing_rollups_follow_session_agents"();--> statement-breakpoint
-- The rollups of the rows already there.
INSERT INTO "billing_month_rollups" ("company_id", "month", "operation_key", "creation_type", "billing_status",
  "rdvs", "own_price_rdvs", "own_price_cents")
SELECT "company_id", date_trunc('month', "first_session_date")::date, coalesce("operation_id", 0), "creation_type",
  "billing_status", count(*), count("billing_price_cents"), coalesce(sum("billing_price_cents"), 0)
FROM "missions"
WHERE "first_session_date" IS NOT NULL AND ("status" <> 'cancelled' OR "billing_status" <> 'pending')
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "billing_agent_rdvs" ("company_id", "mission_id", "agent_id", "month")
SELECT DISTINCT "m"."company_id", "m"."id", "sa"."agent_id", "k"."month"
FROM "missions" "m"
CROSS JOIN LATERAL (SELECT date_trunc('month', "m"."first_session_date")::date AS "month") "k"
JOIN "mission_sessions" "s" ON "s"."company_id" = "m"."company_id" AND "s"."mission_id" = "m"."id"
  AND "s"."date" >= "k"."month" AND "s"."date" < ("k"."month" + interval '1 month')::date
JOIN "session_agents" "sa" ON "sa"."company_id" = "s"."company_id" AND "sa"."session_id" = "s"."id"
  AND "sa"."date" >= "k"."month" AND "sa"."date" < ("k"."month" + interval '1 month')::date
WHERE "m"."first_session_date" IS NOT NULL AND ("m"."status" <> 'cancelled' OR "m"."billing_status" <> 'pending');--> statement-breakpoint
INSERT INTO "billing_agent_months" ("company_id", "month", "agent_id", "rdvs")
SELECT "company_id", "month", "agent_id", count(*) FROM "billing_agent_rdvs" GROUP BY 1, 2, 3;
