ALTER TABLE "donation_receipts" DROP CONSTRAINT "donation_receipts_donation_id_unique";--> statement-breakpoint
DROP INDEX "donations_pan_trgm_idx";--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD COLUMN "replaces_receipt_id" integer;--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "pan_hash" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "pan_hash" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD CONSTRAINT "donation_receipts_replaces_receipt_id_donation_receipts_id_fk" FOREIGN KEY ("replaces_receipt_id") REFERENCES "public"."donation_receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donation_receipts_current_unique" ON "donation_receipts" USING btree ("donation_id") WHERE "donation_receipts"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "donation_receipts_donation_idx" ON "donation_receipts" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "donations_pan_hash_idx" ON "donations" USING btree ("pan_hash");--> statement-breakpoint
-- Gifts paid before this change were dated when they settled; that time is their settlement time too.
UPDATE "donations" SET "settled_at" = "paid_at" WHERE "paid_at" IS NOT NULL AND "payment_mode" = 'razorpay';
