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
--> statement-breakpoint
-- The client list's totals (an exact count(*) with NOT EXISTS on the missions, 18 ms at 20,000
-- clients) are kept by each server per company and search (modules/clients/find-clients.ts): any
-- change to what they count — the company's clients, missions (scheduled or not), operation and
-- partner names — tells every server through NOTIFY, which forgets the company's totals.
CREATE OR REPLACE FUNCTION "notify_client_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('client_changes', 'c:' || "company_id") FROM (SELECT DISTINCT "company_id" FROM "changed") AS "companies_changed";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clients_inserted_counts" AFTER INSERT ON "clients"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
--> statement-breakpoint
CREATE TRIGGER "clients_updated_counts" AFTER UPDATE ON "clients"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
--> statement-breakpoint
CREATE TRIGGER "clients_deleted_counts" AFTER DELETE ON "clients"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
--> statement-breakpoint
CREATE TRIGGER "missions_inserted_counts" AFTER INSERT ON "missions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
--> statement-breakpoint
CREATE TRIGGER "missions_updated_counts" AFTER UPDATE ON "missions"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
--> statement-breakpoint
CREATE TRIGGER "missions_deleted_counts" AFTER DELETE ON "missions"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
--> statement-breakpoint
CREATE TRIGGER "operations_updated_counts" AFTER UPDATE ON "operations"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
--> statement-breakpoint
CREATE TRIGGER "operations_deleted_counts" AFTER DELETE ON "operations"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
--> statement-breakpoint
CREATE TRIGGER "partners_updated_counts" AFTER UPDATE ON "partners"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
--> statement-breakpoint
CREATE TRIGGER "partners_deleted_counts" AFTER DELETE ON "partners"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
