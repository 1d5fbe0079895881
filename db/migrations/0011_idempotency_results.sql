-- The idempotency record keeps the result of the work, not an HTTP answer (lib/server/platform/idempotency.ts).
-- Records written before kept answers in another shape; a retry of one of those now runs again instead.
DELETE FROM "idempotency_keys" WHERE "response_status" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "response_status";
