ALTER TABLE "product_categories" ADD COLUMN "default_gst_rate" numeric(5, 2) DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "default_hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" numeric(5, 2) DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "igst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supply_gst_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charges_tax_paise" integer;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_gst_rate_check" CHECK ("product_categories"."default_gst_rate" in (0, 0.25, 3, 5, 12, 18, 28, 40));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_check" CHECK ("products"."gst_rate" in (0, 0.25, 3, 5, 12, 18, 28, 40));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_check" CHECK ("products"."hsn_code" is null or "products"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_split_check" CHECK ("orders"."cgst_paise" is null or ("orders"."sgst_paise" is not null and "orders"."igst_paise" is not null and "orders"."cgst_paise" >= 0 and "orders"."sgst_paise" >= 0 and "orders"."igst_paise" >= 0 and "orders"."cgst_paise" + "orders"."sgst_paise" + "orders"."igst_paise" = "orders"."tax_paise"));--> statement-breakpoint
-- Hand-written backfill (issue 34), kept small. Existing orders get a place of supply when their free-text
-- shipping state names a state or union territory (its English name in any case, a common older name, or its
-- two-digit GST code), and the split of their tax that follows (CGST + SGST in Uttar Pradesh, 09, the odd
-- paisa to CGST; IGST elsewhere). Other orders keep null: their place of supply is unknown. Their items were
-- taxed at the one 18% rate; the per-line taxable value and tax stay null (the old formula had none).
UPDATE "orders" AS o SET "place_of_supply" = s.code
FROM (VALUES
  ('01', 'jammu and kashmir'),
  ('02', 'himachal pradesh'),
  ('03', 'punjab'),
  ('04', 'chandigarh'),
  ('05', 'uttarakhand'),
  ('06', 'haryana'),
  ('07', 'delhi'),
  ('08', 'rajasthan'),
  ('09', 'uttar pradesh'),
  ('10', 'bihar'),
  ('11', 'sikkim'),
  ('12', 'arunachal pradesh'),
  ('13', 'nagaland'),
  ('14', 'manipur'),
  ('15', 'mizoram'),
  ('16', 'tripura'),
  ('17', 'meghalaya'),
  ('18', 'assam'),
  ('19', 'west bengal'),
  ('20', 'jharkhand'),
  ('21', 'odisha'),
  ('22', 'chhattisgarh'),
  ('23', 'madhya pradesh'),
  ('24', 'gujarat'),
  ('26', 'dadra and nagar haveli and daman and diu'),
  ('27', 'maharashtra'),
  ('29', 'karnataka'),
  ('30', 'goa'),
  ('31', 'lakshadweep'),
  ('32', 'kerala'),
  ('33', 'tamil nadu'),
  ('34', 'puducherry'),
  ('35', 'andaman and nicobar islands'),
  ('36', 'telangana'),
  ('37', 'andhra pradesh'),
  ('38', 'ladakh'),
  ('07', 'nct of delhi'),
  ('07', 'new delhi'),
  ('05', 'uttaranchal'),
  ('21', 'orissa'),
  ('34', 'pondicherry'),
  ('35', 'andaman and nicobar'),
  ('26', 'daman and diu'),
  ('26', 'dadra and nagar haveli')
) AS s(code, name)
WHERE lower(regexp_replace(replace(btrim(o."shipping_state"), '&', ' and '), '\s+', ' ', 'g')) = s.name
   OR (btrim(o."shipping_state") ~ '^[0-9]{1,2}$' AND lpad(btrim(o."shipping_state"), 2, '0') = s.code);--> statement-breakpoint
UPDATE "orders" SET
  "cgst_paise" = CASE WHEN "place_of_supply" = '09' THEN ceil("tax_paise" / 2.0)::integer ELSE 0 END,
  "sgst_paise" = CASE WHEN "place_of_supply" = '09' THEN "tax_paise" - ceil("tax_paise" / 2.0)::integer ELSE 0 END,
  "igst_paise" = CASE WHEN "place_of_supply" = '09' THEN 0 ELSE "tax_paise" END
WHERE "place_of_supply" IS NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "gst_rate" = 18;
