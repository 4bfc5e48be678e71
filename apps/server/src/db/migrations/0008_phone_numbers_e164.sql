-- Phone numbers are stored in E.164 from now on (docs/decisions/0004-forms-partners-geo.md): the
-- common French forms saved before ("06 12 34 56 78", "06.12.34.56.78", "+33 6 12 34 56 78",
-- "+33 (0)6 …", "0033 6 …") become "+33612345678". Anything else is left as it was. phone_key
-- (digits, +33 read as 0) is the same for both forms and does not change.
UPDATE "clients"
SET "telephone" = '+33' || right(regexp_replace("telephone", '[ .()-]', '', 'g'), 9)
WHERE regexp_replace("telephone", '[ .()-]', '', 'g') ~ '^(0|\+33|\+330|0033)[1-9][0-9]{8}$';
--> statement-breakpoint
UPDATE "partners"
SET "telephone" = '+33' || right(regexp_replace("telephone", '[ .()-]', '', 'g'), 9)
WHERE regexp_replace("telephone", '[ .()-]', '', 'g') ~ '^(0|\+33|\+330|0033)[1-9][0-9]{8}$';
