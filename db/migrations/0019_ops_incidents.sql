CREATE TABLE "ops_incidents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ops_incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"mails_queued" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ops_incidents_kind_check" CHECK ("ops_incidents"."kind" in ('mail_waiting', 'webhook_refusals', 'unexpected_payment'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ops_incidents_open_idx" ON "ops_incidents" USING btree ("kind","subject") WHERE "ops_incidents"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "ops_incidents_opened_idx" ON "ops_incidents" USING btree ("opened_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_webhook_refused_idx" ON "audit_log" USING btree ("entity_id","created_at") WHERE "audit_log"."action" = 'webhook.refused';