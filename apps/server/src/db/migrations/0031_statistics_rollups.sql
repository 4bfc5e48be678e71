CREATE TABLE "analytics_agent_days" (
	"company_id" integer NOT NULL,
	"operation_key" integer NOT NULL,
	"agent_key" integer NOT NULL,
	"is_month" boolean NOT NULL,
	"day" date NOT NULL,
	"hour_slots" integer[] NOT NULL,
	"booked_slots" integer NOT NULL,
	"travel_minutes" integer NOT NULL,
	CONSTRAINT "analytics_agent_days_company_id_operation_key_is_month_agent_key_day_pk" PRIMARY KEY("company_id","operation_key","is_month","agent_key","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_change_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "analytics_change_days_company_id_day_kind_pk" PRIMARY KEY("company_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "analytics_invitation_days" (
	"company_id" integer NOT NULL,
	"sent_day" date NOT NULL,
	"channel" text NOT NULL,
	"operation_key" integer NOT NULL,
	"previous_sent_day" date NOT NULL,
	"sent" integer NOT NULL,
	"opened" integer NOT NULL,
	"chosen" integer NOT NULL,
	"confirmed" integer NOT NULL,
	"done" integer NOT NULL,
	"booking_hours" double precision[] NOT NULL,
	CONSTRAINT "analytics_invitation_days_company_id_sent_day_channel_operation_key_previous_sent_day_pk" PRIMARY KEY("company_id","sent_day","channel","operation_key","previous_sent_day")
);
--> statement-breakpoint
CREATE TABLE "analytics_invitations" (
	"company_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"channel" text NOT NULL,
	"operation_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_day" date NOT NULL,
	"previous_sent_day" date NOT NULL,
	"opened" boolean NOT NULL,
	"chosen" boolean NOT NULL,
	"booked_mission_id" integer,
	"booked_at" timestamp with time zone,
	"done" boolean NOT NULL,
	CONSTRAINT "analytics_invitations_company_id_message_id_pk" PRIMARY KEY("company_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_agent_months" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"agent_id" integer NOT NULL,
	"is_completed" boolean NOT NULL,
	"share" numeric NOT NULL,
	CONSTRAINT "statistics_agent_months_company_id_month_agent_id_is_completed_pk" PRIMARY KEY("company_id","month","agent_id","is_completed")
);
--> statement-breakpoint
CREATE TABLE "statistics_agent_parts" (
	"company_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"month" date NOT NULL,
	"is_completed" boolean NOT NULL,
	"share" numeric NOT NULL,
	CONSTRAINT "statistics_agent_parts_company_id_mission_id_agent_id_pk" PRIMARY KEY("company_id","mission_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "statistics_client_months" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"clients" integer NOT NULL,
	CONSTRAINT "statistics_client_months_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
CREATE TABLE "statistics_mission_months" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"operation_key" integer NOT NULL,
	"is_completed" boolean NOT NULL,
	"missions" integer NOT NULL,
	CONSTRAINT "statistics_mission_months_company_id_month_operation_key_is_completed_pk" PRIMARY KEY("company_id","month","operation_key","is_completed")
);
--> statement-breakpoint
ALTER TABLE "analytics_agent_days" ADD CONSTRAINT "analytics_agent_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_change_days" ADD CONSTRAINT "analytics_change_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_invitation_days" ADD CONSTRAINT "analytics_invitation_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_invitations" ADD CONSTRAINT "analytics_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_agent_months" ADD CONSTRAINT "statistics_agent_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_agent_parts" ADD CONSTRAINT "statistics_agent_parts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_client_months" ADD CONSTRAINT "statistics_client_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_mission_months" ADD CONSTRAINT "statistics_mission_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_agent_days_period_idx" ON "analytics_agent_days" USING btree ("company_id","operation_key","is_month","day");--> statement-breakpoint
CREATE INDEX "analytics_agent_days_day_idx" ON "analytics_agent_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "analytics_agent_days_agent_idx" ON "analytics_agent_days" USING btree ("company_id","agent_key","day");--> statement-breakpoint
CREATE INDEX "analytics_invitations_day_idx" ON "analytics_invitations" USING btree ("company_id","sent_day");--> statement-breakpoint
CREATE INDEX "analytics_invitations_client_idx" ON "analytics_invitations" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "analytics_invitations_mission_idx" ON "analytics_invitations" USING btree ("company_id","booked_mission_id");--> statement-breakpoint
CREATE INDEX "statistics_agent_parts_month_idx" ON "statistics_agent_parts" USING btree ("company_id","month","agent_id");--> statement-breakpoint
CREATE INDEX "missions_company_cancelled_idx" ON "missions" USING btree ("company_id","first_session_date") WHERE "missions"."status" = 'cancelled';--> statement-breakpoint
CREATE INDEX "booking_events_cancelled_mission_idx" ON "booking_events" USING btree ("company_id",("details" ->> 'mission_id')) WHERE "booking_events"."kind" = 'cancelled';--> statement-breakpoint
-- Added by hand (drizzle-kit does not write functions or triggers): the rollups of Statistiques
-- and Analytics Avancé (docs/decisions/0032-statistics-rollups.md), kept by the database in the
-- statement that changes what they sum, whatever writes it (the use cases, the booking link, the
-- agent app, imports, a cascade, the tests' fixtures). Each statement recomputes the missions,
-- agents' days and clients it touched, once each. A key recomputed by two transactions at once is
-- taken under an advisory lock (two-key form, first key 32001 to 32004, 32101 to 32104), so that the second reads
-- what the first committed; counters that are only added to are upserted.
--
-- The engine's travel time (packages/domain scheduling/travel.ts: haversine × 1.3, driven through
-- the speed bands 5 km at 25 km/h, 15 km at 45, 40 km at 70, then 100; rounded): written here
-- once more, checked against the domain's function by analytics/rollups.test.ts.
CREATE FUNCTION "travel_minutes"("from_latitude" double precision, "from_longitude" double precision,
  "to_latitude" double precision, "to_longitude" double precision) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "from_latitude" IS NULL OR "from_longitude" IS NULL OR "to_latitude" IS NULL
    OR "to_longitude" IS NULL THEN NULL ELSE round(
      greatest(0, least("road_km", 5) - 0) / 25 * 60
      + greatest(0, least("road_km", 20) - 5) / 45 * 60
      + greatest(0, least("road_km", 60) - 20) / 70 * 60
      + greatest(0, "road_km" - 60) / 100 * 60)::integer END
  FROM (SELECT 2 * 6371::float8 * asin(least(1, sqrt(
    power(sin((radians("to_latitude") - radians("from_latitude")) / 2), 2)
    + cos(radians("from_latitude")) * cos(radians("to_latitude"))
      * power(sin((radians("to_longitude") - radians("from_longitude")) / 2), 2)))) * 1.3::float8 AS "road_km") "d"
$$;--> statement-breakpoint
-- Slots of [beginning, ending) in the day's hour `hour` (0 = 8h00 … 8 = 16h00), 4 slots an hour.
CREATE FUNCTION "slots_in_hour"("beginning" integer, "ending" integer, "hour" integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT greatest(0, least("ending", 4 * "hour" + 4) - greatest("beginning", 4 * "hour"))
$$;--> statement-breakpoint
-- The locks of a rollup's keys, in order: each key's own (under its companies' lock shared), or,
-- past 32 keys (a bulk change), its companies' lock alone, exclusive.
CREATE FUNCTION "rollup_lock"("space" integer, "company_ids" integer[], "keys" integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT "k") FROM unnest("keys") AS "t"("k")) > 32 THEN
    PERFORM pg_advisory_xact_lock("space", "c")
    FROM (SELECT DISTINCT "c" FROM unnest("company_ids") AS "t"("c") ORDER BY 1) "d";
  ELSE
    PERFORM pg_advisory_xact_lock_shared("space", "c")
    FROM (SELECT DISTINCT "c" FROM unnest("company_ids") AS "t"("c") ORDER BY 1) "d";
    PERFORM pg_advisory_xact_lock("space" + 100, "k")
    FROM (SELECT DISTINCT "k" FROM unnest("keys") AS "t"("k") ORDER BY 1) "d";
  END IF;
END
$$;--> statement-breakpoint
-- Statistiques: each agent's share of these missions (a mission is 1, split equally between its
-- sessions, each session's part equally between its agents), dated by the mission's first session;
-- the agents' months get the difference.
CREATE FUNCTION "statistics_refresh_missions"("company_ids" integer[], "mission_ids" integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "gone" jsonb;
  "added" jsonb;
BEGIN
  PERFORM rollup_lock(32001, "company_ids", "mission_ids");
  WITH "deleted" AS (
    DELETE FROM "statistics_agent_parts" "p"
    USING unnest("company_ids", "mission_ids") AS "t"("company_id", "mission_id")
    WHERE "p"."company_id" = "t"."company_id" AND "p"."mission_id" = "t"."mission_id"
    RETURNING "p"."company_id", "p"."month", "p"."agent_id", "p"."is_completed", -"p"."share" AS "share"
  )
  SELECT jsonb_agg("deleted") INTO "gone" FROM "deleted";
  WITH "touched" AS (
    SELECT DISTINCT "t"."company_id", "t"."mission_id"
    FROM unnest("company_ids", "mission_ids") AS "t"("company_id", "mission_id")
    JOIN "companies" "c" ON "c"."id" = "t"."company_id"
  ),
  "session_parts" AS (
    SELECT "s"."company_id", "s"."mission_id", "s"."id" AS "session_id",
      1.0 / count(*) OVER (PARTITION BY "s"."company_id", "s"."mission_id") AS "part"
    FROM "touched" "t"
    JOIN "mission_sessions" "s" ON "s"."company_id" = "t"."company_id" AND "s"."mission_id" = "t"."mission_id"
  ),
  "agent_parts" AS (
    SELECT "p"."company_id", "p"."mission_id", "sa"."agent_id",
      "p"."part" / count(*) OVER (PARTITION BY "p"."company_id", "p"."session_id") AS "share"
    FROM "session_parts" "p"
    JOIN "session_agents" "sa" ON "sa"."company_id" = "p"."company_id" AND "sa"."session_id" = "p"."session_id"
  ),
  "inserted" AS (
    INSERT INTO "statistics_agent_parts" ("company_id", "mission_id", "agent_id", "month", "is_completed", "share")
    SELECT "a"."company_id", "a"."mission_id", "a"."agent_id", date_trunc('month', "m"."first_session_date")::date,
      "m"."status" = 'completed', sum("a"."share")
    FROM "agent_parts" "a"
    JOIN "missions" "m" ON "m"."company_id" = "a"."company_id" AND "m"."id" = "a"."mission_id"
    WHERE "m"."first_session_date" IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    RETURNING "company_id", "month", "agent_id", "is_completed", "share"
  )
  SELECT jsonb_agg("inserted") INTO "added" FROM "inserted";
  -- The shares travel as JSON numbers: numeric, exact (the months are exact sums of the parts).
  INSERT INTO "statistics_agent_months" AS "r" ("company_id", "month", "agent_id", "is_completed", "share")
  SELECT "x"."company_id", "x"."month", "x"."agent_id", "x"."is_completed", sum("x"."share")
  FROM (
    SELECT * FROM jsonb_to_recordset(coalesce("gone", '[]')) AS "g"("company_id" integer, "month" date,
      "agent_id" integer, "is_completed" boolean, "share" numeric)
    UNION ALL
    SELECT * FROM jsonb_to_recordset(coalesce("added", '[]')) AS "a"("company_id" integer, "month" date,
      "agent_id" integer, "is_completed" boolean, "share" numeric)
  ) "x"
  JOIN "companies" "c" ON "c"."id" = "x"."company_id"
  GROUP BY 1, 2, 3, 4 HAVING sum("x"."share") <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("company_id", "month", "agent_id", "is_completed")
  DO UPDATE SET "share" = "r"."share" + "excluded"."share";
END
$$;--> statement-breakpoint
-- Analytics Avancé: these agents' days recomputed (every operation, and each operation apart),
-- then the company's days (agent 0) and the months of both.
CREATE FUNCTION "analytics_refresh_days"("company_ids" integer[], "agent_ids" integer[], "days" date[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "t_company" integer[]; "t_agent" integer[]; "t_day" date[];
  "d_company" integer[]; "d_day" date[];
  "m_company" integer[]; "m_agent" integer[]; "m_month" date[];
BEGIN
  SELECT array_agg("k"."company_id"), array_agg("k"."agent_id"), array_agg("k"."day")
  INTO "t_company", "t_agent", "t_day"
  FROM (SELECT DISTINCT "t"."company_id", "t"."agent_id", "t"."day"
    FROM unnest("company_ids", "agent_ids", "days") AS "t"("company_id", "agent_id", "day")
    JOIN "companies" "c" ON "c"."id" = "t"."company_id") "k";
  IF "t_company" IS NULL THEN
    RETURN;
  END IF;
  SELECT array_agg("k"."company_id"), array_agg("k"."day") INTO "d_company", "d_day"
  FROM (SELECT DISTINCT "company_id", "day" FROM unnest("t_company", "t_agent", "t_day") AS "t"("company_id", "agent_id", "day")) "k";
  SELECT array_agg("k"."company_id"), array_agg("k"."agent_key"), array_agg("k"."month")
  INTO "m_company", "m_agent", "m_month"
  FROM (SELECT DISTINCT "company_id", "k"."agent_key", date_trunc('month', "day")::date AS "month"
    FROM unnest("t_company", "t_agent", "t_day") AS "t"("company_id", "agent_id", "day") CROSS JOIN LATERAL (VALUES ("agent_id"), (0)) "k"("agent_key")) "k";
  -- One lock per company and month, in order: a company's day row and month rows sum its agents'.
  PERFORM rollup_lock(32002, "m_company", array_agg(hashtext("k"."company_id" || ':' || "k"."month")))
  FROM unnest("m_company", "m_month") AS "k"("company_id", "month");
  DELETE FROM "analytics_agent_days" "r" USING unnest("t_company", "t_agent", "t_day") AS "t"("company_id", "agent_id", "day")
  WHERE "r"."company_id" = "t"."company_id" AND "r"."agent_key" = "t"."agent_id"
    AND NOT "r"."is_month" AND "r"."day" = "t"."day";
  INSERT INTO "analytics_agent_days" ("company_id", "operation_key", "agent_key", "is_month", "day",
    "hour_slots", "booked_slots", "travel_minutes")
  WITH "stops" AS (
    SELECT "sa"."company_id", "sa"."agent_id", "sa"."date", "sa"."beginning", "sa"."ending",
      "m"."operation_id", "cl"."latitude", "cl"."longitude",
      "a"."latitude" AS "home_latitude", "a"."longitude" AS "home_longitude"
    FROM unnest("t_company", "t_agent", "t_day") AS "t"("company_id", "agent_id", "day")
    JOIN "session_agents" "sa" ON "sa"."company_id" = "t"."company_id" AND "sa"."agent_id" = "t"."agent_id"
      AND "sa"."date" = "t"."day"
    JOIN "mission_sessions" "s" ON "s"."company_id" = "sa"."company_id" AND "s"."id" = "sa"."session_id"
    JOIN "missions" "m" ON "m"."company_id" = "s"."company_id" AND "m"."id" = "s"."mission_id"
    JOIN "agents" "a" ON "a"."company_id" = "sa"."company_id" AND "a"."id" = "sa"."agent_id"
    LEFT JOIN "clients" "cl" ON "cl"."company_id" = "m"."company_id" AND "cl"."id" = "m"."client_id"
    WHERE "s"."session_status" <> 'cancelled'
  ),
  "legs" AS (
    SELECT "company_id", "agent_id", "date", -1 AS "operation_key", "beginning", "ending",
      travel_minutes(
        coalesce(lag("latitude") OVER "day", CASE WHEN row_number() OVER "day" = 1 THEN "home_latitude" END),
        coalesce(lag("longitude") OVER "day", CASE WHEN row_number() OVER "day" = 1 THEN "home_longitude" END),
        "latitude", "longitude") AS "travel"
    FROM "stops" WINDOW "day" AS (PARTITION BY "company_id", "agent_id", "date" ORDER BY "beginning")
    UNION ALL
    SELECT "company_id", "agent_id", "date", "operation_id", "beginning", "ending",
      travel_minutes(
        coalesce(lag("latitude") OVER "day", CASE WHEN row_number() OVER "day" = 1 THEN "home_latitude" END),
        coalesce(lag("longitude") OVER "day", CASE WHEN row_number() OVER "day" = 1 THEN "home_longitude" END),
        "latitude", "longitude")
    FROM "stops" WHERE "operation_id" IS NOT NULL
    WINDOW "day" AS (PARTITION BY "company_id", "agent_id", "date", "operation_id" ORDER BY "beginning")
  )
  SELECT "company_id", "operation_key", "agent_id", false, "date",
    ARRAY[sum(slots_in_hour("beginning", "ending", 0)), sum(slots_in_hour("beginning", "ending", 1)),
      sum(slots_in_hour("beginning", "ending", 2)), sum(slots_in_hour("beginning", "ending", 3)),
      sum(slots_in_hour("beginning", "ending", 4)), sum(slots_in_hour("beginning", "ending", 5)),
      sum(slots_in_hour("beginning", "ending", 6)), sum(slots_in_hour("beginning", "ending", 7)),
      sum(slots_in_hour("beginning", "ending", 8))]::integer[],
    sum("ending" - "beginning")::integer, coalesce(sum("travel"), 0)::integer
  FROM "legs" GROUP BY "company_id", "operation_key", "agent_id", "date";
  -- The company's days: the sums of its agents' days.
  DELETE FROM "analytics_agent_days" "r"
  USING unnest("d_company", "d_day") AS "t"("company_id", "day")
  WHERE "r"."company_id" = "t"."company_id" AND "r"."day" = "t"."day" AND "r"."agent_key" = 0 AND NOT "r"."is_month";
  INSERT INTO "analytics_agent_days" ("company_id", "operation_key", "agent_key", "is_month", "day",
    "hour_slots", "booked_slots", "travel_minutes")
  SELECT "r"."company_id", "r"."operation_key", 0, false, "r"."day",
    ARRAY[sum("hour_slots"[1]), sum("hour_slots"[2]), sum("hour_slots"[3]), sum("hour_slots"[4]),
      sum("hour_slots"[5]), sum("hour_slots"[6]), sum("hour_slots"[7]), sum("hour_slots"[8]),
      sum("hour_slots"[9])]::integer[],
    sum("booked_slots")::integer, sum("travel_minutes")::integer
  FROM unnest("d_company", "d_day") AS "t"("company_id", "day")
  JOIN "analytics_agent_days" "r" ON "r"."company_id" = "t"."company_id" AND "r"."day" = "t"."day"
    AND "r"."agent_key" > 0 AND NOT "r"."is_month"
  GROUP BY "r"."company_id", "r"."operation_key", "r"."day";
  -- The months of these agents and of the company: the sums of their days.
  DELETE FROM "analytics_agent_days" "r" USING unnest("m_company", "m_agent", "m_month") AS "t"("company_id", "agent_key", "month")
  WHERE "r"."company_id" = "t"."company_id" AND "r"."agent_key" = "t"."agent_key" AND "r"."is_month"
    AND "r"."day" = "t"."month";
  INSERT INTO "analytics_agent_days" ("company_id", "operation_key", "agent_key", "is_month", "day",
    "hour_slots", "booked_slots", "travel_minutes")
  SELECT "r"."company_id", "r"."operation_key", "r"."agent_key", true, "t"."month",
    ARRAY[sum("hour_slots"[1]), sum("hour_slots"[2]), sum("hour_slots"[3]), sum("hour_slots"[4]),
      sum("hour_slots"[5]), sum("hour_slots"[6]), sum("hour_slots"[7]), sum("hour_slots"[8]),
      sum("hour_slots"[9])]::integer[],
    sum("booked_slots")::integer, sum("travel_minutes")::integer
  FROM unnest("m_company", "m_agent", "m_month") AS "t"("company_id", "agent_key", "month")
  JOIN "analytics_agent_days" "r" ON "r"."company_id" = "t"."company_id" AND "r"."agent_key" = "t"."agent_key"
    AND NOT "r"."is_month" AND "r"."day" >= "t"."month" AND "r"."day" < "t"."month" + interval '1 month'
  GROUP BY "r"."company_id", "r"."operation_key", "r"."agent_key", "t"."month";
END
$$;--> statement-breakpoint
-- Analytics Avancé's funnel: these clients' invitations and what followed each, then the days
-- they were sent summed again.
CREATE FUNCTION "analytics_refresh_invitations"("company_ids" integer[], "client_ids" integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "gone_company" integer[]; "gone_day" date[];
  "added_company" integer[]; "added_day" date[];
BEGIN
  PERFORM rollup_lock(32003, "company_ids", "client_ids");
  WITH "gone" AS (
    DELETE FROM "analytics_invitations" "i"
    USING unnest("company_ids", "client_ids") AS "t"("company_id", "client_id")
    WHERE "i"."company_id" = "t"."company_id" AND "i"."client_id" = "t"."client_id"
    RETURNING "i"."company_id", "i"."sent_day"
  )
  SELECT array_agg("company_id"), array_agg("sent_day") INTO "gone_company", "gone_day" FROM "gone";
  WITH "invited" AS (
    SELECT "o"."company_id", "o"."id", "o"."client_id", "o"."channel", "o"."sent_at",
      ("o"."sent_at" AT TIME ZONE 'Europe/Paris')::date AS "sent_day",
      lag(("o"."sent_at" AT TIME ZONE 'Europe/Paris')::date)
        OVER (PARTITION BY "o"."company_id", "o"."client_id", "o"."channel" ORDER BY "o"."sent_at", "o"."id") AS "previous_sent_day"
    FROM (SELECT DISTINCT "company_id", "client_id" FROM unnest("company_ids", "client_ids") AS "t"("company_id", "client_id")) "t"
    JOIN "companies" "c" ON "c"."id" = "t"."company_id"
    JOIN "outbox_messages" "o" ON "o"."company_id" = "t"."company_id" AND "o"."client_id" = "t"."client_id"
    WHERE "o"."kind" = 'invitation' AND "o"."status" = 'sent' AND "o"."sent_at" IS NOT NULL
  ),
  "added" AS (
    INSERT INTO "analytics_invitations" ("company_id", "message_id", "client_id", "channel", "operation_id",
      "sent_at", "sent_day", "previous_sent_day", "opened", "chosen", "booked_mission_id", "booked_at", "done")
    SELECT "i"."company_id", "i"."id", "i"."client_id", "i"."channel", "cl"."operation_id", "i"."sent_at",
      "i"."sent_day", coalesce("i"."previous_sent_day", '-infinity'::date),
      EXISTS (SELECT 1 FROM "booking_events" "e" WHERE "e"."company_id" = "i"."company_id"
        AND "e"."client_id" = "i"."client_id" AND "e"."kind" = 'opened'
        AND "e"."details" ->> 'via' = "i"."channel" AND "e"."created_at" >= "i"."sent_at"),
      EXISTS (SELECT 1 FROM "booking_events" "e" WHERE "e"."company_id" = "i"."company_id"
        AND "e"."client_id" = "i"."client_id" AND "e"."kind" = 'slot_chosen'
        AND "e"."details" ->> 'via' = "i"."channel" AND "e"."created_at" >= "i"."sent_at"),
      "b"."id", "b"."created_at",
      EXISTS (SELECT 1 FROM "missions" "m" WHERE "m"."company_id" = "i"."company_id"
        AND "m"."client_id" = "i"."client_id" AND "m"."booked_via" = "i"."channel"
        AND "m"."created_at" >= "i"."sent_at" AND "m"."status" = 'completed')
    FROM "invited" "i"
    LEFT JOIN "clients" "cl" ON "cl"."company_id" = "i"."company_id" AND "cl"."id" = "i"."client_id"
    LEFT JOIN LATERAL (
      SELECT "m"."id", "m"."created_at" FROM "missions" "m"
      WHERE "m"."company_id" = "i"."company_id" AND "m"."client_id" = "i"."client_id"
        AND "m"."booked_via" = "i"."channel" AND "m"."created_at" >= "i"."sent_at"
      ORDER BY "m"."created_at", "m"."id" LIMIT 1
    ) "b" ON true
    RETURNING "company_id", "sent_day"
  )
  SELECT array_agg("company_id"), array_agg("sent_day") INTO "added_company", "added_day" FROM "added";
  PERFORM rollup_lock(32004, array_agg("k"."company_id"), array_agg(hashtext("k"."company_id" || ':' || "k"."sent_day")))
  FROM (SELECT * FROM unnest("gone_company", "gone_day") AS "g"("company_id", "sent_day")
    UNION SELECT * FROM unnest("added_company", "added_day") AS "a"("company_id", "sent_day")) "k";
  DELETE FROM "analytics_invitation_days" "r"
  USING (SELECT DISTINCT "company_id", "sent_day" FROM (SELECT * FROM unnest("gone_company", "gone_day") AS "g"("company_id", "sent_day")
    UNION SELECT * FROM unnest("added_company", "added_day") AS "a"("company_id", "sent_day")) "u") "t"
  WHERE "r"."company_id" = "t"."company_id" AND "r"."sent_day" = "t"."sent_day";
  INSERT INTO "analytics_invitation_days" ("company_id", "sent_day", "channel", "operation_key",
    "previous_sent_day", "sent", "opened", "chosen", "confirmed", "done", "booking_hours")
  SELECT "i"."company_id", "i"."sent_day", "i"."channel", coalesce("i"."operation_id", 0), "i"."previous_sent_day",
    count(*), count(*) FILTER (WHERE "i"."opened"), count(*) FILTER (WHERE "i"."chosen"),
    count("i"."booked_at"), count(*) FILTER (WHERE "i"."done"),
    coalesce(array_agg((extract(epoch FROM "i"."booked_at" - "i"."sent_at") / 3600)::float8)
      FILTER (WHERE "i"."booked_at" IS NOT NULL), '{}')
  FROM (SELECT DISTINCT "company_id", "sent_day" FROM (SELECT * FROM unnest("gone_company", "gone_day") AS "g"("company_id", "sent_day")
    UNION SELECT * FROM unnest("added_company", "added_day") AS "a"("company_id", "sent_day")) "u") "t"
  JOIN "companies" "c" ON "c"."id" = "t"."company_id"
  JOIN "analytics_invitations" "i" ON "i"."company_id" = "t"."company_id" AND "i"."sent_day" = "t"."sent_day"
  GROUP BY 1, 2, 3, 4, 5;
END
$$;--> statement-breakpoint
-- The rows a statement changed reach the functions below as JSON ("before", "after", the columns
-- they read): one body for the insert, update and delete triggers of a table, whose transition
-- tables differ.
--
-- Missions: their months' counts (a difference between the rows before and after), the agents'
-- shares when the status or the first session moved, the agents' days when the operation or the
-- client (so the place) changed, the clients' invitations when a booking through a link changed.
CREATE FUNCTION "rollups_follow_missions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before" jsonb := '[]';
  "after" jsonb := '[]';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'id', "r"."id", 'status', "r"."status", 'first_session_date', "r"."first_session_date", 'operation_id', "r"."operation_id", 'client_id', "r"."client_id", 'booked_via', "r"."booked_via", 'created_at', "r"."created_at")), '[]') INTO "before" FROM "old_missions" "r";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'id', "r"."id", 'status', "r"."status", 'first_session_date', "r"."first_session_date", 'operation_id', "r"."operation_id", 'client_id', "r"."client_id", 'booked_via', "r"."booked_via", 'created_at', "r"."created_at")), '[]') INTO "after" FROM "new_missions" "r";
  END IF;
  INSERT INTO "statistics_mission_months" AS "r" ("company_id", "month", "operation_key", "is_completed", "missions")
  SELECT "x"."company_id", date_trunc('month', "x"."first_session_date")::date, coalesce("x"."operation_id", 0),
    "x"."status" = 'completed', sum("x"."delta")
  FROM (
    SELECT "b"."company_id", "b"."first_session_date", "b"."operation_id", "b"."status", -1 AS "delta"
    FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "status" text, "first_session_date" date, "operation_id" integer, "client_id" integer, "booked_via" text, "created_at" timestamptz)
    UNION ALL
    SELECT "a"."company_id", "a"."first_session_date", "a"."operation_id", "a"."status", 1
    FROM jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "status" text, "first_session_date" date, "operation_id" integer, "client_id" integer, "booked_via" text, "created_at" timestamptz)
  ) "x"
  JOIN "companies" "c" ON "c"."id" = "x"."company_id"
  WHERE "x"."first_session_date" IS NOT NULL
  GROUP BY 1, 2, 3, 4 HAVING sum("x"."delta") <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("company_id", "month", "operation_key", "is_completed")
  DO UPDATE SET "missions" = "r"."missions" + "excluded"."missions";

  PERFORM statistics_refresh_missions(array_agg("b"."company_id"), array_agg("b"."id"))
  FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "status" text, "first_session_date" date, "operation_id" integer, "client_id" integer, "booked_via" text, "created_at" timestamptz)
  LEFT JOIN jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "status" text, "first_session_date" date, "operation_id" integer, "client_id" integer, "booked_via" text, "created_at" timestamptz) ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
  WHERE ("b"."status", "b"."first_session_date") IS DISTINCT FROM ("a"."status", "a"."first_session_date");

  PERFORM analytics_refresh_days(array_agg("sa"."company_id"), array_agg("sa"."agent_id"), array_agg("sa"."date"))
  FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "status" text, "first_session_date" date, "operation_id" integer, "client_id" integer, "booked_via" text, "created_at" timestamptz)
  JOIN jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "status" text, "first_session_date" date, "operation_id" integer, "client_id" integer, "booked_via" text, "created_at" timestamptz) ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
  JOIN "mission_sessions" "s" ON "s"."company_id" = "a"."company_id" AND "s"."mission_id" = "a"."id"
  JOIN "session_agents" "sa" ON "sa"."company_id" = "s"."company_id" AND "sa"."session_id" = "s"."id"
  WHERE ("b"."operation_id", "b"."client_id") IS DISTINCT FROM ("a"."operation_id", "a"."client_id");

  PERFORM analytics_refresh_invitations(array_agg("k"."company_id"), array_agg("k"."client_id"))
  FROM (
    SELECT "b"."company_id", "b"."client_id", "b"."booked_via", "b"."id",
      ("b"."client_id", "b"."booked_via", "b"."created_at", "b"."status") IS DISTINCT FROM
        ("a"."client_id", "a"."booked_via", "a"."created_at", "a"."status") AS "changed"
    FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "status" text, "first_session_date" date, "operation_id" integer, "client_id" integer, "booked_via" text, "created_at" timestamptz)
    LEFT JOIN jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "status" text, "first_session_date" date, "operation_id" integer, "client_id" integer, "booked_via" text, "created_at" timestamptz) ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
    UNION ALL
    SELECT "a"."company_id", "a"."client_id", "a"."booked_via", "a"."id",
      ("b"."client_id", "b"."booked_via", "b"."created_at", "b"."status") IS DISTINCT FROM
        ("a"."client_id", "a"."booked_via", "a"."created_at", "a"."status")
    FROM jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "status" text, "first_session_date" date, "operation_id" integer, "client_id" integer, "booked_via" text, "created_at" timestamptz)
    LEFT JOIN jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "status" text, "first_session_date" date, "operation_id" integer, "client_id" integer, "booked_via" text, "created_at" timestamptz) ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
  ) "k"
  WHERE "k"."changed" AND "k"."booked_via" IS NOT NULL AND "k"."client_id" IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Sessions: a session added or removed changes its mission's shares; a session cancelled or
-- restored changes its agents' days (a moved session moves its agents' rows: their trigger).
CREATE FUNCTION "rollups_follow_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before" jsonb := '[]';
  "after" jsonb := '[]';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'id', "r"."id", 'mission_id', "r"."mission_id", 'session_status', "r"."session_status")), '[]') INTO "before" FROM "old_sessions" "r";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'id', "r"."id", 'mission_id', "r"."mission_id", 'session_status', "r"."session_status")), '[]') INTO "after" FROM "new_sessions" "r";
  END IF;
  PERFORM statistics_refresh_missions(array_agg("k"."company_id"), array_agg("k"."mission_id"))
  FROM (
    SELECT "b"."company_id", "b"."mission_id" FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "mission_id" integer, "session_status" text)
    LEFT JOIN jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "mission_id" integer, "session_status" text) ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
    WHERE "a"."mission_id" IS DISTINCT FROM "b"."mission_id"
    UNION
    SELECT "a"."company_id", "a"."mission_id" FROM jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "mission_id" integer, "session_status" text)
    LEFT JOIN jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "mission_id" integer, "session_status" text) ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
    WHERE "a"."mission_id" IS DISTINCT FROM "b"."mission_id"
  ) "k";

  PERFORM analytics_refresh_days(array_agg("sa"."company_id"), array_agg("sa"."agent_id"), array_agg("sa"."date"))
  FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "mission_id" integer, "session_status" text)
  JOIN jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "mission_id" integer, "session_status" text) ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
  JOIN "session_agents" "sa" ON "sa"."company_id" = "a"."company_id" AND "sa"."session_id" = "a"."id"
  WHERE "a"."session_status" IS DISTINCT FROM "b"."session_status";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Agents on sessions: the days they leave and reach; an agent added or removed changes the
-- mission's shares.
CREATE FUNCTION "rollups_follow_session_agents"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before" jsonb := '[]';
  "after" jsonb := '[]';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'session_id', "r"."session_id", 'agent_id', "r"."agent_id", 'date', "r"."date", 'beginning', "r"."beginning", 'ending', "r"."ending")), '[]') INTO "before" FROM "old_session_agents" "r";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'session_id', "r"."session_id", 'agent_id', "r"."agent_id", 'date', "r"."date", 'beginning', "r"."beginning", 'ending', "r"."ending")), '[]') INTO "after" FROM "new_session_agents" "r";
  END IF;
  PERFORM analytics_refresh_days(array_agg("k"."company_id"), array_agg("k"."agent_id"), array_agg("k"."date"))
  FROM (
    SELECT "b"."company_id", "b"."agent_id", "b"."date" FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "session_id" integer, "agent_id" integer, "date" date, "beginning" integer, "ending" integer)
    UNION
    SELECT "a"."company_id", "a"."agent_id", "a"."date" FROM jsonb_to_recordset("after") AS "a"("company_id" integer, "session_id" integer, "agent_id" integer, "date" date, "beginning" integer, "ending" integer)
  ) "k";

  PERFORM statistics_refresh_missions(array_agg("s"."company_id"), array_agg("s"."mission_id"))
  FROM (
    SELECT "b"."company_id", "b"."session_id" FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "session_id" integer, "agent_id" integer, "date" date, "beginning" integer, "ending" integer)
    LEFT JOIN jsonb_to_recordset("after") AS "a"("company_id" integer, "session_id" integer, "agent_id" integer, "date" date, "beginning" integer, "ending" integer) ON "a"."company_id" = "b"."company_id" AND "a"."session_id" = "b"."session_id"
      AND "a"."agent_id" = "b"."agent_id"
    WHERE "a"."agent_id" IS NULL
    UNION
    SELECT "a"."company_id", "a"."session_id" FROM jsonb_to_recordset("after") AS "a"("company_id" integer, "session_id" integer, "agent_id" integer, "date" date, "beginning" integer, "ending" integer)
    LEFT JOIN jsonb_to_recordset("before") AS "b"("company_id" integer, "session_id" integer, "agent_id" integer, "date" date, "beginning" integer, "ending" integer) ON "a"."company_id" = "b"."company_id" AND "a"."session_id" = "b"."session_id"
      AND "a"."agent_id" = "b"."agent_id"
    WHERE "b"."agent_id" IS NULL
  ) "k"
  JOIN "mission_sessions" "s" ON "s"."company_id" = "k"."company_id" AND "s"."id" = "k"."session_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Clients: counted per month of creation; a new place changes the travel of the days of their
-- missions; a new operation (or the client removed) changes the funnel's rows of their invitations.
CREATE FUNCTION "rollups_follow_clients"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before" jsonb := '[]';
  "after" jsonb := '[]';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'id', "r"."id", 'latitude', "r"."latitude", 'longitude', "r"."longitude", 'operation_id', "r"."operation_id", 'created_at', "r"."created_at")), '[]') INTO "before" FROM "old_clients" "r";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('company_id', "r"."company_id", 'id', "r"."id", 'latitude', "r"."latitude", 'longitude', "r"."longitude", 'operation_id', "r"."operation_id", 'created_at', "r"."created_at")), '[]') INTO "after" FROM "new_clients" "r";
  END IF;
  INSERT INTO "statistics_client_months" AS "r" ("company_id", "month", "clients")
  SELECT "x"."company_id", date_trunc('month', "x"."created_at" AT TIME ZONE 'Europe/Paris')::date, sum("x"."delta")
  FROM (
    SELECT "b"."company_id", "b"."created_at", -1 AS "delta" FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "latitude" double precision, "longitude" double precision, "operation_id" integer, "created_at" timestamptz)
    UNION ALL
    SELECT "a"."company_id", "a"."created_at", 1 FROM jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "latitude" double precision, "longitude" double precision, "operation_id" integer, "created_at" timestamptz)
  ) "x"
  JOIN "companies" "c" ON "c"."id" = "x"."company_id"
  GROUP BY 1, 2 HAVING sum("x"."delta") <> 0
  ORDER BY 1, 2
  ON CONFLICT ("company_id", "month") DO UPDATE SET "clients" = "r"."clients" + "excluded"."clients";

  PERFORM analytics_refresh_days(array_agg("sa"."company_id"), array_agg("sa"."agent_id"), array_agg("sa"."date"))
  FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "latitude" double precision, "longitude" double precision, "operation_id" integer, "created_at" timestamptz)
  JOIN jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "latitude" double precision, "longitude" double precision, "operation_id" integer, "created_at" timestamptz) ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
  JOIN "missions" "m" ON "m"."company_id" = "a"."company_id" AND "m"."client_id" = "a"."id"
  JOIN "mission_sessions" "s" ON "s"."company_id" = "m"."company_id" AND "s"."mission_id" = "m"."id"
  JOIN "session_agents" "sa" ON "sa"."company_id" = "s"."company_id" AND "sa"."session_id" = "s"."id"
  WHERE ("a"."latitude", "a"."longitude") IS DISTINCT FROM ("b"."latitude", "b"."longitude");

  PERFORM analytics_refresh_invitations(array_agg("b"."company_id"), array_agg("b"."id"))
  FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "id" integer, "latitude" double precision, "longitude" double precision, "operation_id" integer, "created_at" timestamptz)
  LEFT JOIN jsonb_to_recordset("after") AS "a"("company_id" integer, "id" integer, "latitude" double precision, "longitude" double precision, "operation_id" integer, "created_at" timestamptz) ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
  WHERE "a"."id" IS NULL OR "a"."operation_id" IS DISTINCT FROM "b"."operation_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Agents: a new home changes the travel of their days.
CREATE FUNCTION "rollups_follow_agents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_refresh_days(array_agg("sa"."company_id"), array_agg("sa"."agent_id"), array_agg("sa"."date"))
  FROM "old_agents" "b"
  JOIN "new_agents" "a" ON "a"."company_id" = "b"."company_id" AND "a"."id" = "b"."id"
  JOIN "session_agents" "sa" ON "sa"."company_id" = "a"."company_id" AND "sa"."agent_id" = "a"."id"
  WHERE ("a"."latitude", "a"."longitude") IS DISTINCT FROM ("b"."latitude", "b"."longitude");
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Invitations sent (the outbox) and the link's steps (booking events): the funnel's rows of
-- these clients.
CREATE FUNCTION "rollups_follow_invitations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before" jsonb := '[]';
  "after" jsonb := '[]';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(jsonb_agg(to_jsonb("r")), '[]') INTO "before" FROM "old_rows" "r"
    WHERE "kind" IN ('invitation', 'opened', 'slot_chosen');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(jsonb_agg(to_jsonb("r")), '[]') INTO "after" FROM "new_rows" "r"
    WHERE "kind" IN ('invitation', 'opened', 'slot_chosen');
  END IF;
  -- An update that changed nothing the funnel reads (a send attempt's lease) is left alone.
  PERFORM analytics_refresh_invitations(array_agg("k"."company_id"), array_agg("k"."client_id"))
  FROM (
    SELECT "b"."company_id" AS "before_company", "b"."client_id" AS "before_client",
      "a"."company_id" AS "after_company", "a"."client_id" AS "after_client"
    FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "client_id" integer, "id" integer, "status" text, "sent_at" text, "channel" text, "details" jsonb, "created_at" text, "kind" text)
    FULL JOIN jsonb_to_recordset("after") AS "a"("company_id" integer, "client_id" integer, "id" integer, "status" text, "sent_at" text, "channel" text, "details" jsonb, "created_at" text, "kind" text) ON "a"."id" = "b"."id"
    WHERE ("b"."company_id", "b"."client_id", "b"."kind", "b"."status", "b"."sent_at", "b"."channel", "b"."details", "b"."created_at")
      IS DISTINCT FROM ("a"."company_id", "a"."client_id", "a"."kind", "a"."status", "a"."sent_at", "a"."channel", "a"."details", "a"."created_at")
  ) "p"
  CROSS JOIN LATERAL (VALUES ("p"."before_company", "p"."before_client"), ("p"."after_company", "p"."after_client"))
    AS "k"("company_id", "client_id")
  WHERE "k"."company_id" IS NOT NULL AND "k"."client_id" IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Booking events: the clients' changes counted per Paris day and kind.
CREATE FUNCTION "rollups_follow_booking_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before" jsonb := '[]';
  "after" jsonb := '[]';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(jsonb_agg(to_jsonb("r")), '[]') INTO "before" FROM "old_rows" "r"
    WHERE "kind" IN ('cancelled', 'rescheduled', 'declined');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(jsonb_agg(to_jsonb("r")), '[]') INTO "after" FROM "new_rows" "r"
    WHERE "kind" IN ('cancelled', 'rescheduled', 'declined');
  END IF;
  INSERT INTO "analytics_change_days" AS "r" ("company_id", "day", "kind", "events")
  SELECT "x"."company_id", ("x"."created_at" AT TIME ZONE 'Europe/Paris')::date, "x"."kind", sum("x"."delta")
  FROM (
    SELECT "b"."company_id", "b"."created_at", "b"."kind", -1 AS "delta"
    FROM jsonb_to_recordset("before") AS "b"("company_id" integer, "created_at" timestamptz, "kind" text)
    UNION ALL
    SELECT "a"."company_id", "a"."created_at", "a"."kind", 1
    FROM jsonb_to_recordset("after") AS "a"("company_id" integer, "created_at" timestamptz, "kind" text)
  ) "x"
  JOIN "companies" "c" ON "c"."id" = "x"."company_id"
  GROUP BY 1, 2, 3 HAVING sum("x"."delta") <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ("company_id", "day", "kind") DO UPDATE SET "events" = "r"."events" + "excluded"."events";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rollups_missions_insert" AFTER INSERT ON "missions"
  REFERENCING NEW TABLE AS "new_missions" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_missions"();--> statement-breakpoint
CREATE TRIGGER "rollups_missions_update" AFTER UPDATE ON "missions"
  REFERENCING OLD TABLE AS "old_missions" NEW TABLE AS "new_missions" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_missions"();--> statement-breakpoint
CREATE TRIGGER "rollups_missions_delete" AFTER DELETE ON "missions"
  REFERENCING OLD TABLE AS "old_missions" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_missions"();--> statement-breakpoint
CREATE TRIGGER "rollups_sessions_insert" AFTER INSERT ON "mission_sessions"
  REFERENCING NEW TABLE AS "new_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_sessions"();--> statement-breakpoint
CREATE TRIGGER "rollups_sessions_update" AFTER UPDATE ON "mission_sessions"
  REFERENCING OLD TABLE AS "old_sessions" NEW TABLE AS "new_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_sessions"();--> statement-breakpoint
CREATE TRIGGER "rollups_sessions_delete" AFTER DELETE ON "mission_sessions"
  REFERENCING OLD TABLE AS "old_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_sessions"();--> statement-breakpoint
CREATE TRIGGER "rollups_session_agents_insert" AFTER INSERT ON "session_agents"
  REFERENCING NEW TABLE AS "new_session_agents" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_session_agents"();--> statement-breakpoint
CREATE TRIGGER "rollups_session_agents_update" AFTER UPDATE ON "session_agents"
  REFERENCING OLD TABLE AS "old_session_agents" NEW TABLE AS "new_session_agents" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_session_agents"();--> statement-breakpoint
CREATE TRIGGER "rollups_session_agents_delete" AFTER DELETE ON "session_agents"
  REFERENCING OLD TABLE AS "old_session_agents" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_session_agents"();--> statement-breakpoint
CREATE TRIGGER "rollups_clients_insert" AFTER INSERT ON "clients"
  REFERENCING NEW TABLE AS "new_clients" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_clients"();--> statement-breakpoint
CREATE TRIGGER "rollups_clients_update" AFTER UPDATE ON "clients"
  REFERENCING OLD TABLE AS "old_clients" NEW TABLE AS "new_clients" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_clients"();--> statement-breakpoint
CREATE TRIGGER "rollups_clients_delete" AFTER DELETE ON "clients"
  REFERENCING OLD TABLE AS "old_clients" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_clients"();--> statement-breakpoint
CREATE TRIGGER "rollups_agents_update" AFTER UPDATE ON "agents"
  REFERENCING OLD TABLE AS "old_agents" NEW TABLE AS "new_agents" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_agents"();--> statement-breakpoint
CREATE TRIGGER "rollups_outbox_insert" AFTER INSERT ON "outbox_messages"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_invitations"();--> statement-breakpoint
CREATE TRIGGER "rollups_outbox_update" AFTER UPDATE ON "outbox_messages"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_invitations"();--> statement-breakpoint
CREATE TRIGGER "rollups_outbox_delete" AFTER DELETE ON "outbox_messages"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_invitations"();--> statement-breakpoint
CREATE TRIGGER "rollups_booking_events_insert" AFTER INSERT ON "booking_events"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_invitations"();--> statement-breakpoint
CREATE TRIGGER "rollups_booking_events_update" AFTER UPDATE ON "booking_events"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_invitations"();--> statement-breakpoint
CREATE TRIGGER "rollups_booking_events_delete" AFTER DELETE ON "booking_events"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_invitations"();--> statement-breakpoint
CREATE TRIGGER "rollups_booking_changes_insert" AFTER INSERT ON "booking_events"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_booking_changes"();--> statement-breakpoint
CREATE TRIGGER "rollups_booking_changes_update" AFTER UPDATE ON "booking_events"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_booking_changes"();--> statement-breakpoint
CREATE TRIGGER "rollups_booking_changes_delete" AFTER DELETE ON "booking_events"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rollups_follow_booking_changes"();--> statement-breakpoint
-- What was written before this migration.
INSERT INTO "analytics_change_days" ("company_id", "day", "kind", "events")
SELECT "company_id", ("created_at" AT TIME ZONE 'Europe/Paris')::date, "kind", count(*)
FROM "booking_events" WHERE "kind" IN ('cancelled', 'rescheduled', 'declined') GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "statistics_client_months" ("company_id", "month", "clients")
SELECT "company_id", date_trunc('month', "created_at" AT TIME ZONE 'Europe/Paris')::date, count(*)
FROM "clients" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "statistics_mission_months" ("company_id", "month", "operation_key", "is_completed", "missions")
SELECT "company_id", date_trunc('month', "first_session_date")::date, coalesce("operation_id", 0), "status" = 'completed', count(*)
FROM "missions" WHERE "first_session_date" IS NOT NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
SELECT statistics_refresh_missions(array_agg("company_id"), array_agg("id")) FROM "missions"
WHERE "first_session_date" IS NOT NULL;--> statement-breakpoint
SELECT analytics_refresh_days(array_agg("company_id"), array_agg("agent_id"), array_agg("date"))
FROM (SELECT DISTINCT "company_id", "agent_id", "date" FROM "session_agents") "d";--> statement-breakpoint
SELECT analytics_refresh_invitations(array_agg("company_id"), array_agg("client_id"))
FROM (SELECT DISTINCT "company_id", "client_id" FROM "outbox_messages" WHERE "kind" = 'invitation'
  AND "company_id" IS NOT NULL AND "client_id" IS NOT NULL) "d";
