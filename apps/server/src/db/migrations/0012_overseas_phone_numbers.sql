-- Overseas numbers typed the national way ("0690 12 34 56") were stored as +33690123456; their
-- E.164 is +590690123456 (packages/domain/src/validation/phone.ts, OVERSEAS_CALLING_CODE_BY_PREFIX).
-- phone_key ("0690123456") is the same for both forms and does not change.
UPDATE "clients"
SET "telephone" = '+' || CASE substr("telephone", 4, 3)
    WHEN '590' THEN '590' WHEN '690' THEN '590' WHEN '691' THEN '590'
    WHEN '596' THEN '596' WHEN '696' THEN '596' WHEN '697' THEN '596'
    WHEN '594' THEN '594' WHEN '694' THEN '594'
    WHEN '508' THEN '508'
    ELSE '262' END || substr("telephone", 4)
WHERE "telephone" ~ '^\+33(590|690|691|596|696|697|594|694|262|263|692|693|269|639|508)[0-9]{6}$';
--> statement-breakpoint
UPDATE "partners"
SET "telephone" = '+' || CASE substr("telephone", 4, 3)
    WHEN '590' THEN '590' WHEN '690' THEN '590' WHEN '691' THEN '590'
    WHEN '596' THEN '596' WHEN '696' THEN '596' WHEN '697' THEN '596'
    WHEN '594' THEN '594' WHEN '694' THEN '594'
    WHEN '508' THEN '508'
    ELSE '262' END || substr("telephone", 4)
WHERE "telephone" ~ '^\+33(590|690|691|596|696|697|594|694|262|263|692|693|269|639|508)[0-9]{6}$';
