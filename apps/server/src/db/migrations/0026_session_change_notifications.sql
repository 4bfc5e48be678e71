-- Each app server keeps the sessions it has read for a few seconds (security/session-cache.ts,
-- docs/decisions/0027-api-throughput.md). Whatever ends a session or changes its company — logout,
-- expiry purge, plan change, removal, any later path, even from another process or by hand —
-- tells every server at once through NOTIFY, which forgets it before answering again.
CREATE OR REPLACE FUNCTION "notify_admin_sessions_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM "ended") > 100 THEN
    PERFORM pg_notify('session_changes', '*');
  ELSE
    PERFORM pg_notify('session_changes', 's:' || "token_hash") FROM "ended";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_sessions_ended" AFTER DELETE ON "admin_sessions"
  REFERENCING OLD TABLE AS "ended" FOR EACH STATEMENT EXECUTE FUNCTION "notify_admin_sessions_ended"();
--> statement-breakpoint
CREATE TRIGGER "admin_sessions_changed" AFTER UPDATE ON "admin_sessions"
  REFERENCING OLD TABLE AS "ended" FOR EACH STATEMENT EXECUTE FUNCTION "notify_admin_sessions_ended"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_companies_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 'c:' || "id") FROM "changed";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_changed" AFTER UPDATE ON "companies"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_companies_changed"();
--> statement-breakpoint
CREATE TRIGGER "companies_removed" AFTER DELETE ON "companies"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_companies_changed"();
