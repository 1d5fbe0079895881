ALTER TABLE "orders" ADD COLUMN "tax_kept_until" date;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tax_kept_until" date;