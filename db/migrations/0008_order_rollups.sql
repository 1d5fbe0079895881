CREATE TABLE "order_day_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_day_counts_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "order_day_revenue" (
	"day" date PRIMARY KEY NOT NULL,
	"net_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_revenue" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"day" date,
	"net_paise" bigint NOT NULL
);
--> statement-breakpoint
-- An order's current contribution to revenue, exactly as lib/server/orders/revenue.ts defines it (keep them
-- together): orders paid outside the sandbox; net of processed refunds, never below zero; a refunded order is
-- worth nothing. day is India's calendar day of coalesce(paid_at, created_at); null when the order does not count.
CREATE FUNCTION order_revenue_now(ids integer[]) RETURNS TABLE (order_id integer, day date, net_paise bigint)
LANGUAGE sql STABLE AS $$
  select o.id,
    case when counted then ((coalesce(o.paid_at, o.created_at) at time zone 'UTC') + interval '330 minutes')::date end,
    case when not counted or o.status = 'refunded' then 0
      else greatest(o.total_paise - coalesce((
        select sum(r.amount_paise) from refunds r join payments p on p.id = r.payment_id
        where p.order_id = o.id and r.status = 'processed'), 0), 0) end::bigint
  from orders o
  cross join lateral (select o.payment_status in ('paid', 'partially_refunded', 'refunded')
    and coalesce(o.payment_mode, 'live') <> 'sandbox' as counted) c
  where o.id = any(ids)
$$;
--> statement-breakpoint
-- Recounts the given orders' revenue from the current rows and moves the difference into the day totals.
-- Their stored rows are locked first: a concurrent write to the same order waits for this transaction, then
-- recounts from what it committed (each statement of a volatile function in READ COMMITTED reads afresh).
CREATE FUNCTION order_revenue_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM order_revenue WHERE order_id = ANY(ids) ORDER BY order_id FOR UPDATE;
  WITH cur AS (SELECT * FROM order_revenue_now(ids)),
  prev AS (SELECT r.order_id, r.day, r.net_paise FROM order_revenue r WHERE r.order_id = ANY(ids)),
  gone AS (DELETE FROM order_revenue r WHERE r.order_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM cur WHERE cur.order_id = r.order_id)),
  kept AS (
    INSERT INTO order_revenue AS t (order_id, day, net_paise) SELECT cur.order_id, cur.day, cur.net_paise FROM cur
    ON CONFLICT (order_id) DO UPDATE SET day = excluded.day, net_paise = excluded.net_paise
    WHERE t.day IS DISTINCT FROM excluded.day OR t.net_paise <> excluded.net_paise),
  delta AS (
    SELECT d.day, sum(d.net)::bigint AS net FROM (
      SELECT cur.day, cur.net_paise AS net FROM cur WHERE cur.day IS NOT NULL
      UNION ALL SELECT prev.day, -prev.net_paise FROM prev WHERE prev.day IS NOT NULL) d
    GROUP BY d.day HAVING sum(d.net) <> 0)
  INSERT INTO order_day_revenue AS t (day, net_paise) SELECT delta.day, delta.net FROM delta
  ON CONFLICT (day) DO UPDATE SET net_paise = t.net_paise + excluded.net_paise;
END $$;
--> statement-breakpoint
-- One trigger function per table; statement triggers with transition tables, so a bulk write is one
-- set-based update of the rollups, not one per row. (A trigger with transition tables takes one event.)
CREATE FUNCTION orders_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_day_counts AS t (day, status, orders)
      SELECT ((n.created_at at time zone 'UTC') + interval '330 minutes')::date, n.status, count(*) FROM new_rows n GROUP BY 1, 2
      ON CONFLICT (day, status) DO UPDATE SET orders = t.orders + excluded.orders;
    PERFORM order_revenue_refresh(ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO order_day_counts AS t (day, status, orders)
      SELECT d.day, d.status, sum(d.n) FROM (
        SELECT ((n.created_at at time zone 'UTC') + interval '330 minutes')::date AS day, n.status, 1 AS n FROM new_rows n
        UNION ALL SELECT ((o.created_at at time zone 'UTC') + interval '330 minutes')::date, o.status, -1 FROM old_rows o) d
      GROUP BY 1, 2 HAVING sum(d.n) <> 0
      ON CONFLICT (day, status) DO UPDATE SET orders = t.orders + excluded.orders;
    PERFORM order_revenue_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status, n.payment_status, n.payment_mode, n.total_paise, n.paid_at, n.created_at)
        IS DISTINCT FROM (o.status, o.payment_status, o.payment_mode, o.total_paise, o.paid_at, o.created_at)));
  ELSE
    INSERT INTO order_day_counts AS t (day, status, orders)
      SELECT ((o.created_at at time zone 'UTC') + interval '330 minutes')::date, o.status, -count(*) FROM old_rows o GROUP BY 1, 2
      ON CONFLICT (day, status) DO UPDATE SET orders = t.orders + excluded.orders;
    PERFORM order_revenue_refresh(ARRAY(SELECT id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION payments_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_revenue_refresh(ARRAY(SELECT DISTINCT order_id FROM new_rows WHERE order_id IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only a payment that moves to another order (or off one, when its order is deleted) changes whose
    -- refunds count; its status and amount are not part of revenue.
    PERFORM order_revenue_refresh(ARRAY(
      SELECT x.order_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.order_id), (o.order_id)) x(order_id)
      WHERE n.order_id IS DISTINCT FROM o.order_id AND x.order_id IS NOT NULL));
  ELSE
    PERFORM order_revenue_refresh(ARRAY(SELECT DISTINCT order_id FROM old_rows WHERE order_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION refunds_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_revenue_refresh(ARRAY(
      SELECT DISTINCT p.order_id FROM payments p WHERE p.id IN (SELECT payment_id FROM new_rows) AND p.order_id IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM order_revenue_refresh(ARRAY(
      SELECT DISTINCT p.order_id FROM payments p
      WHERE p.id IN (SELECT payment_id FROM new_rows UNION SELECT payment_id FROM old_rows) AND p.order_id IS NOT NULL));
  ELSE
    PERFORM order_revenue_refresh(ARRAY(
      SELECT DISTINCT p.order_id FROM payments p WHERE p.id IN (SELECT payment_id FROM old_rows) AND p.order_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_rollup_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_rollup();--> statement-breakpoint
CREATE TRIGGER orders_rollup_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_rollup();--> statement-breakpoint
CREATE TRIGGER orders_rollup_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_rollup();--> statement-breakpoint
CREATE TRIGGER payments_rollup_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_rollup();--> statement-breakpoint
CREATE TRIGGER payments_rollup_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_rollup();--> statement-breakpoint
CREATE TRIGGER payments_rollup_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_rollup();--> statement-breakpoint
CREATE TRIGGER refunds_rollup_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_rollup();--> statement-breakpoint
CREATE TRIGGER refunds_rollup_update AFTER UPDATE ON refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_rollup();--> statement-breakpoint
CREATE TRIGGER refunds_rollup_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_rollup();--> statement-breakpoint
-- Backfill from the rows already there (the triggers above count every write from here on).
INSERT INTO order_day_counts (day, status, orders)
  SELECT ((created_at at time zone 'UTC') + interval '330 minutes')::date, status, count(*) FROM orders GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO order_revenue (order_id, day, net_paise)
  SELECT o.id,
    case when c.counted then ((coalesce(o.paid_at, o.created_at) at time zone 'UTC') + interval '330 minutes')::date end,
    case when not c.counted or o.status = 'refunded' then 0 else greatest(o.total_paise - coalesce(r.paise, 0), 0) end
  FROM orders o
  CROSS JOIN LATERAL (SELECT o.payment_status in ('paid', 'partially_refunded', 'refunded')
    AND coalesce(o.payment_mode, 'live') <> 'sandbox' AS counted) c
  LEFT JOIN (SELECT p.order_id, sum(rf.amount_paise) AS paise FROM refunds rf JOIN payments p ON p.id = rf.payment_id
    WHERE rf.status = 'processed' GROUP BY p.order_id) r ON r.order_id = o.id;--> statement-breakpoint
INSERT INTO order_day_revenue (day, net_paise)
  SELECT day, sum(net_paise) FROM order_revenue WHERE day IS NOT NULL GROUP BY day;
