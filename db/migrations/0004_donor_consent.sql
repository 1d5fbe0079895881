ALTER TABLE "donation_subscriptions" ADD COLUMN "wall_display" text DEFAULT 'initials' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "wall_show_amount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "wall_display" text DEFAULT 'initials' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "wall_show_amount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD CONSTRAINT "donation_subscriptions_wall_display_check" CHECK ("donation_subscriptions"."wall_display" in ('name', 'initials', 'anonymous', 'hidden'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_wall_display_check" CHECK ("donations"."wall_display" in ('name', 'initials', 'anonymous', 'hidden'));