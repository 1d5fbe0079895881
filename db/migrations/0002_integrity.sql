CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"response_status" integer,
	"response" jsonb,
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_owner_key_pk" PRIMARY KEY("scope","owner","key"),
	CONSTRAINT "idempotency_keys_status_check" CHECK ("idempotency_keys"."status" in ('started', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "duplicate_of_payment_id" integer;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_duplicate_idx" ON "payments" USING btree ("duplicate_of_payment_id");