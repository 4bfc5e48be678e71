-- The agent app's sessions are kept a few seconds by each app server too (security/session-cache.ts,
-- docs/decisions/0027-api-throughput.md). Whatever ends one — logout, new password, the planner's
-- revocation, the agent's removal (its sessions go with it, by cascade), the daily renewal — or
-- changes what it carries (the agent's name; the company's name or plan, already announced by
-- 0026) tells every server through NOTIFY. Same channel and payloads as the back office's.
CREATE TRIGGER "agent_sessions_ended" AFTER DELETE ON "agent_sessions"
  REFERENCING OLD TABLE AS "ended" FOR EACH STATEMENT EXECUTE FUNCTION "notify_admin_sessions_ended"();
--> statement-breakpoint
CREATE TRIGGER "agent_sessions_changed" AFTER UPDATE ON "agent_sessions"
  REFERENCING OLD TABLE AS "ended" FOR EACH STATEMENT EXECUTE FUNCTION "notify_admin_sessions_ended"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_agents_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', 's:' || "agent_sessions"."token_hash")
    FROM "before" JOIN "after" ON "after"."company_id" = "before"."company_id" AND "after"."id" = "before"."id"
    JOIN "agent_sessions" ON "agent_sessions"."company_id" = "after"."company_id" AND "agent_sessions"."agent_id" = "after"."id"
    WHERE "after"."name" IS DISTINCT FROM "before"."name";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agents_renamed" AFTER UPDATE ON "agents"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after" FOR EACH STATEMENT EXECUTE FUNCTION "notify_agents_renamed"();
