ALTER TABLE "product_categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "quote_hi" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_check" CHECK ("orders"."locale" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_locale_check" CHECK ("donations"."locale" in ('en', 'hi'));--> statement-breakpoint
-- The categories 0001 ships get Hindi names (there is no category form; a changed name is left alone).
UPDATE "product_categories" AS c SET "name_hi" = v.name_hi
FROM (VALUES
  ('crafts', 'हस्तशिल्प'), ('clothing', 'परिधान'), ('accessories', 'एक्सेसरीज़'), ('other', 'अन्य'),
  ('decorative', 'सजावटी सामान'), ('electronics', 'इलेक्ट्रॉनिक्स'), ('books', 'किताबें'), ('home', 'घर'),
  ('sports', 'खेल'), ('toys', 'खिलौने'), ('beauty', 'सौंदर्य'), ('health', 'स्वास्थ्य'), ('food', 'खाद्य'),
  ('education', 'शिक्षा')
) AS v(slug, name_hi)
WHERE lower(c."slug") = v.slug AND c."name_hi" IS NULL;
