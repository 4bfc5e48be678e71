-- The month's answer of 'Facturation' (2.5 MB of JSON for 8,400 appointments) is kept by each app
-- server per company, month and Paris day (modules/billing/month-cache.ts,
-- docs/decisions/0045-billing-month-cache.md). Any change to what it reads — missions, their
-- sessions and agents (and the rollups their triggers keep), operations' prices and names, agents'
-- names, clients' e-mails, the closed months' periods and frozen rows — tells every server through
-- NOTIFY, which forgets the company's months; a TRUNCATE of any of them forgets every company's.
CREATE OR REPLACE FUNCTION "notify_billing_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('billing_changes', 'c:' || "company_id") FROM (SELECT DISTINCT "company_id" FROM "changed") AS "companies_changed";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_billing_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('billing_changes', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "missions_inserted_billing" AFTER INSERT ON "missions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "missions_updated_billing" AFTER UPDATE ON "missions"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "missions_deleted_billing" AFTER DELETE ON "missions"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "missions_truncated_billing" AFTER TRUNCATE ON "missions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_truncated"();
--> statement-breakpoint
CREATE TRIGGER "sessions_inserted_billing" AFTER INSERT ON "mission_sessions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "sessions_updated_billing" AFTER UPDATE ON "mission_sessions"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_billing" AFTER DELETE ON "mission_sessions"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncated_billing" AFTER TRUNCATE ON "mission_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_truncated"();
--> statement-breakpoint
CREATE TRIGGER "session_agents_inserted_billing" AFTER INSERT ON "session_agents"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "session_agents_updated_billing" AFTER UPDATE ON "session_agents"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "session_agents_deleted_billing" AFTER DELETE ON "session_agents"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "session_agents_truncated_billing" AFTER TRUNCATE ON "session_agents"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_truncated"();
--> statement-breakpoint
CREATE TRIGGER "operations_inserted_billing" AFTER INSERT ON "operations"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "operations_updated_billing" AFTER UPDATE ON "operations"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "operations_deleted_billing" AFTER DELETE ON "operations"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "operations_truncated_billing" AFTER TRUNCATE ON "operations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_truncated"();
--> statement-breakpoint
CREATE TRIGGER "agents_inserted_billing" AFTER INSERT ON "agents"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "agents_updated_billing" AFTER UPDATE ON "agents"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "agents_deleted_billing" AFTER DELETE ON "agents"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "agents_truncated_billing" AFTER TRUNCATE ON "agents"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_truncated"();
--> statement-breakpoint
CREATE TRIGGER "clients_inserted_billing" AFTER INSERT ON "clients"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "clients_updated_billing" AFTER UPDATE ON "clients"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "clients_deleted_billing" AFTER DELETE ON "clients"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "clients_truncated_billing" AFTER TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_truncated"();
--> statement-breakpoint
CREATE TRIGGER "billing_periods_inserted_billing" AFTER INSERT ON "billing_periods"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "billing_periods_updated_billing" AFTER UPDATE ON "billing_periods"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "billing_periods_deleted_billing" AFTER DELETE ON "billing_periods"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "billing_periods_truncated_billing" AFTER TRUNCATE ON "billing_periods"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_truncated"();
--> statement-breakpoint
CREATE TRIGGER "billing_period_rdvs_inserted_billing" AFTER INSERT ON "billing_period_rdvs"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "billing_period_rdvs_updated_billing" AFTER UPDATE ON "billing_period_rdvs"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "billing_period_rdvs_deleted_billing" AFTER DELETE ON "billing_period_rdvs"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "billing_period_rdvs_truncated_billing" AFTER TRUNCATE ON "billing_period_rdvs"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_truncated"();
--> statement-breakpoint
CREATE TRIGGER "billing_month_rollups_inserted_billing" AFTER INSERT ON "billing_month_rollups"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "billing_month_rollups_updated_billing" AFTER UPDATE ON "billing_month_rollups"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "billing_month_rollups_deleted_billing" AFTER DELETE ON "billing_month_rollups"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "billing_month_rollups_truncated_billing" AFTER TRUNCATE ON "billing_month_rollups"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_truncated"();
--> statement-breakpoint
CREATE TRIGGER "billing_agent_months_inserted_billing" AFTER INSERT ON "billing_agent_months"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "billing_agent_months_updated_billing" AFTER UPDATE ON "billing_agent_months"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "billing_agent_months_deleted_billing" AFTER DELETE ON "billing_agent_months"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_changes"();
--> statement-breakpoint
CREATE TRIGGER "billing_agent_months_truncated_billing" AFTER TRUNCATE ON "billing_agent_months"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_billing_truncated"();
