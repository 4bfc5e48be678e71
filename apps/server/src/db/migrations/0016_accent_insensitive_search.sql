-- Search text: lower case, Latin accents and ligatures folded ("Zoë" → "zoe", "Œuvre" → "oeuvre").
-- IMMUTABLE so that the stored columns clients.name_search and prenom_search can use it; translate()
-- rather than unaccent, which PGlite lacks (and whose unaccent() is only STABLE).
CREATE FUNCTION "search_text"(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT replace(replace(translate(lower(value),
    'àáâãäåçèéêëìíîïñòóôõöùúûüýÿāăąćĉċčďēĕėęěĝğġģĥĩīĭįĵķĺļľńņňōŏőŕŗřśŝşšţťũūŭůűųŵŷźżžøđłı',
    'aaaaaaceeeeiiiinooooouuuuyyaaaccccdeeeeegggghiiiijklllnnnooorrrssssttuuuuuuwyzzzodli'),
    'œ', 'oe'), 'æ', 'ae')
$$;--> statement-breakpoint
DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_prenom_trgm_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "name_search" text GENERATED ALWAYS AS (search_text(name)) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "prenom_search" text GENERATED ALWAYS AS (search_text(prenom)) STORED;--> statement-breakpoint
CREATE INDEX "clients_name_search_trgm_idx" ON "clients" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_prenom_search_trgm_idx" ON "clients" USING gin ("prenom_search" gin_trgm_ops);