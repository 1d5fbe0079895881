ALTER TABLE "donation_subscriptions" ALTER COLUMN "wall_display" SET DEFAULT 'hidden';--> statement-breakpoint
ALTER TABLE "donations" ALTER COLUMN "wall_display" SET DEFAULT 'hidden';--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD COLUMN "mail_id" integer;--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD CONSTRAINT "donation_receipts_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_receipts_mail_idx" ON "donation_receipts" USING btree ("mail_id");