-- The shop's search (issue 37): substring tests on English and Hindi names and descriptions, and word_similarity
-- for typos. 0007 already creates pg_trgm; repeated so this migration stands on its own (PGlite loads it in db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_hi_trgm_idx" ON "products" USING gin (lower("name_hi") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_hi_trgm_idx" ON "products" USING gin (lower("description_hi") gin_trgm_ops);