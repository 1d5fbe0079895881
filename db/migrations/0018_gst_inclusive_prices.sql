-- Issue 34 item 11: products store the price shoppers see and pay for the goods, GST included. Data only.
-- Each product's price (and struck original price) so far was before GST; its own GST is added, rounded half up
-- to the paisa (lib/domain/gst.ts withGst): ₹449.00 at 18% becomes ₹529.82. That is what checkout added to it,
-- so an order without a coupon costs exactly what it did. Orders keep their own figures (nothing else moves).
UPDATE "products" SET
  "price_paise" = "price_paise" + round("price_paise" * "gst_rate" / 100)::integer,
  "original_price_paise" = CASE
    WHEN "original_price_paise" IS NULL THEN NULL
    ELSE "original_price_paise" + round("original_price_paise" * "gst_rate" / 100)::integer
  END;
