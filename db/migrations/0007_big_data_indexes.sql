-- Trigram indexes answer the back-office searches (LIKE '%text%'). pg_trgm is a trusted extension (PostgreSQL 13+):
-- the database owner may create it; PGlite loads it from its contrib bundle (db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "donations_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree (coalesce("paid_at", "created_at"));--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin (lower("order_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin (lower("shipping_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin (lower("shipping_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("shipping_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donations_created_id_idx" ON "donations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "donations_paid_at_idx" ON "donations" USING btree (coalesce("paid_at", "created_at"));--> statement-breakpoint
CREATE INDEX "donations_wall_idx" ON "donations" USING btree (coalesce(nullif(lower("email"), ''), 'offline:' || "id"::text),"paid_at" desc nulls last,"id" desc) WHERE "donations"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "donations_80g_paid_idx" ON "donations" USING btree ("paid_at") WHERE "donations"."status" = 'paid' and "donations"."eligible_80g";--> statement-breakpoint
CREATE INDEX "donations_name_trgm_idx" ON "donations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donations_email_trgm_idx" ON "donations" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donations_phone_trgm_idx" ON "donations" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donations_pan_trgm_idx" ON "donations" USING gin ("pan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_created_id_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_id_idx" ON "mail_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at","id");