-- The answers of the hottest reads (the agents list, the clients list's pages, an agent's week) are
-- kept by each app server per company and request (http/kept-answers.ts,
-- docs/decisions/0046-kept-answers.md). Any change to a table they read tells every server through
-- NOTIFY on 'answer_changes', with the company and the table ('c:12:clients'; '*:clients' for a
-- TRUNCATE): each server forgets the company's answers that read that table.
CREATE OR REPLACE FUNCTION "notify_answer_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('answer_changes', 'c:' || "company_id" || ':' || TG_TABLE_NAME) FROM (SELECT DISTINCT "company_id" FROM "changed") AS "companies_changed";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_answer_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('answer_changes', '*:' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  "name" text;
BEGIN
  FOREACH "name" IN ARRAY ARRAY['agents', 'agent_roles', 'clients', 'missions', 'mission_sessions',
    'session_agents', 'operations', 'partners', 'automation_client_steps']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_answer_changes"()', "name" || '_inserted_answers', "name");
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_answer_changes"()', "name" || '_updated_answers', "name");
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_answer_changes"()', "name" || '_deleted_answers', "name");
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_answer_truncated"()', "name" || '_truncated_answers', "name");
  END LOOP;
END
$$;
--> statement-breakpoint
-- The clients list's « À appeler » total (migration 0039's client_changes) depends on the booking
-- reminder's hand-offs too: a hand-off now forgets the company's totals like any client change.
CREATE TRIGGER "automation_client_steps_inserted_counts" AFTER INSERT ON "automation_client_steps"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
--> statement-breakpoint
CREATE TRIGGER "automation_client_steps_updated_counts" AFTER UPDATE ON "automation_client_steps"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
--> statement-breakpoint
CREATE TRIGGER "automation_client_steps_deleted_counts" AFTER DELETE ON "automation_client_steps"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_client_changes"();
