-- A session agent's role follows its lead (docs/decisions/0010-missions.md): the lead is
-- 'Chef d''équipe', every other agent 'Technicien'. Missions created before could name several
-- 'Chef d''équipe' (a role chosen beside the lead), or a lead 'Technicien'.
UPDATE "session_agents"
SET "role" = CASE WHEN "is_lead" THEN 'Chef d''équipe' ELSE 'Technicien' END
WHERE "role" IS DISTINCT FROM CASE WHEN "is_lead" THEN 'Chef d''équipe' ELSE 'Technicien' END;
