-- The shop's search (issue 37): substring tests on English and Hindi names and descriptions, and word_similarity
-- for typos. 0007 already creates pg_trgm; repeated so this migration stands on its own (PGlite loads it in db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "stock_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_notifications_locale_check" CHECK ("stock_notifications"."locale" in ('en', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_landmark" text;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_product_email_idx" ON "stock_notifications" USING btree ("product_id",lower("email"));--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_hi_trgm_idx" ON "products" USING gin (lower("name_hi") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_hi_trgm_idx" ON "products" USING gin (lower("description_hi") gin_trgm_ops);