CREATE TABLE "certificate_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"financial_year" text NOT NULL,
	"pan" text,
	"pan_hash" text,
	"pan_source" text,
	"donation_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"mail_id" integer,
	"uploaded_by" integer,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_uploads_status_check" CHECK ("certificate_uploads"."status" in ('pending', 'confirmed', 'discarded')),
	CONSTRAINT "certificate_uploads_pan_source_check" CHECK ("certificate_uploads"."pan_source" in ('text', 'filename'))
);
--> statement-breakpoint
ALTER TABLE "certificate_uploads" ADD CONSTRAINT "certificate_uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_uploads" ADD CONSTRAINT "certificate_uploads_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_uploads" ADD CONSTRAINT "certificate_uploads_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_uploads" ADD CONSTRAINT "certificate_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_uploads" ADD CONSTRAINT "certificate_uploads_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_uploads_status_idx" ON "certificate_uploads" USING btree ("status","id");