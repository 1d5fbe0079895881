CREATE TABLE "donor_wall" (
	"key" text PRIMARY KEY NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"display" text NOT NULL,
	"show_amount" boolean NOT NULL,
	"total_paise" bigint NOT NULL,
	"donations" integer NOT NULL,
	"last_paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "donor_wall_listed_idx" ON "donor_wall" USING btree ("last_paid_at" desc nulls last,"id") WHERE "donor_wall"."display" <> 'hidden';--> statement-breakpoint
-- A donor's wall entry, recounted from their counted donations (lib/server/donations/donors.ts and counted.ts
-- say the same in TypeScript: keep them together). Each donor's key is locked first (an advisory lock, as a
-- new donor has no row to lock), so two writes for one donor recount one after the other. The locks are taken
-- on 256 buckets of keys, in order: a bulk write of 100,000 donors takes 256 locks at most, not one per donor
-- (the server's lock table would run out), and two writes rarely share a bucket.
CREATE FUNCTION donor_wall_refresh(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF keys IS NULL OR cardinality(keys) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(4817306, b) FROM (SELECT DISTINCT (hashtext(k) & 255) AS b FROM unnest(keys) k ORDER BY 1) s;
  WITH cur AS (
    SELECT coalesce(nullif(lower(d.email), ''), 'offline:' || d.id::text) AS key,
      min(d.id)::int AS id,
      (array_agg(d.name ORDER BY d.paid_at DESC NULLS LAST, d.id DESC))[1] AS name,
      (array_agg(d.wall_display ORDER BY d.paid_at DESC NULLS LAST, d.id DESC))[1] AS display,
      (array_agg(d.wall_show_amount ORDER BY d.paid_at DESC NULLS LAST, d.id DESC))[1] AS show_amount,
      sum(d.amount_paise)::bigint AS total_paise,
      count(*)::int AS donations,
      max(d.paid_at) AS last_paid_at
    FROM donations d
    WHERE d.status = 'paid' AND coalesce(d.mode, 'live') <> 'sandbox'
      AND coalesce(nullif(lower(d.email), ''), 'offline:' || d.id::text) = ANY(keys)
    GROUP BY 1),
  gone AS (DELETE FROM donor_wall w WHERE w.key = ANY(keys) AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.key = w.key))
  INSERT INTO donor_wall AS w (key, id, name, display, show_amount, total_paise, donations, last_paid_at)
    SELECT * FROM cur
  ON CONFLICT (key) DO UPDATE SET id = excluded.id, name = excluded.name, display = excluded.display,
    show_amount = excluded.show_amount, total_paise = excluded.total_paise, donations = excluded.donations,
    last_paid_at = excluded.last_paid_at;
END $$;
--> statement-breakpoint
CREATE FUNCTION donations_wall() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM donor_wall_refresh(ARRAY(
      SELECT DISTINCT coalesce(nullif(lower(n.email), ''), 'offline:' || n.id::text) FROM new_rows n WHERE n.status = 'paid'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM donor_wall_refresh(ARRAY(
      SELECT DISTINCT x.key FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (coalesce(nullif(lower(n.email), ''), 'offline:' || n.id::text)),
        (coalesce(nullif(lower(o.email), ''), 'offline:' || o.id::text))) x(key)
      WHERE (n.email, n.status, n.mode, n.name, n.wall_display, n.wall_show_amount, n.amount_paise, n.paid_at)
        IS DISTINCT FROM (o.email, o.status, o.mode, o.name, o.wall_display, o.wall_show_amount, o.amount_paise, o.paid_at)));
  ELSE
    PERFORM donor_wall_refresh(ARRAY(
      SELECT DISTINCT coalesce(nullif(lower(o.email), ''), 'offline:' || o.id::text) FROM old_rows o WHERE o.status = 'paid'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER donations_wall_insert AFTER INSERT ON donations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION donations_wall();--> statement-breakpoint
CREATE TRIGGER donations_wall_update AFTER UPDATE ON donations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION donations_wall();--> statement-breakpoint
CREATE TRIGGER donations_wall_delete AFTER DELETE ON donations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION donations_wall();--> statement-breakpoint
-- Backfill from the donations already there.
INSERT INTO donor_wall (key, id, name, display, show_amount, total_paise, donations, last_paid_at)
  SELECT coalesce(nullif(lower(d.email), ''), 'offline:' || d.id::text),
    min(d.id)::int,
    (array_agg(d.name ORDER BY d.paid_at DESC NULLS LAST, d.id DESC))[1],
    (array_agg(d.wall_display ORDER BY d.paid_at DESC NULLS LAST, d.id DESC))[1],
    (array_agg(d.wall_show_amount ORDER BY d.paid_at DESC NULLS LAST, d.id DESC))[1],
    sum(d.amount_paise)::bigint, count(*)::int, max(d.paid_at)
  FROM donations d
  WHERE d.status = 'paid' AND coalesce(d.mode, 'live') <> 'sandbox'
  GROUP BY 1;
