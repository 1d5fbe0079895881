CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"title_hi" text,
	"story" text DEFAULT '' NOT NULL,
	"story_hi" text,
	"cause_code" text NOT NULL,
	"goal_paise" bigint NOT NULL,
	"ends_on" date NOT NULL,
	"picture_file_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_goal_check" CHECK ("campaigns"."goal_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_picture_file_id_files_id_fk" FOREIGN KEY ("picture_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD CONSTRAINT "donation_subscriptions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_campaign_paid_idx" ON "donations" USING btree ("campaign_id") WHERE "donations"."status" = 'paid' and "donations"."campaign_id" is not null;