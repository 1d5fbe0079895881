ALTER TABLE "donation_subscriptions" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD CONSTRAINT "donation_subscriptions_replaces_id_donation_subscriptions_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."donation_subscriptions"("id") ON DELETE set null ON UPDATE no action;