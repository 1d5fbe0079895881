-- Inside the code and the database the gateway is spelled as its maker spells it ('easebuzz'); only the /api
-- contract keeps 'easybuzz' (converted at its edge). Existing orders are renamed between the two constraints.
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
UPDATE "orders" SET "payment_method" = 'easebuzz' WHERE "payment_method" = 'easybuzz';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('easebuzz', 'cod'));
