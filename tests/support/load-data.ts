// Years of data for the back-office, made in a few set-based statements (generate_series), not row by row:
// orders with items, payments and refunds, donations with receipts, the audit log and the mail outbox, and
// one buyer with hundreds of orders. Used by the big-data bench (npm run bench:backoffice) and, at a few
// thousand rows, by the API tests of deep pages, search and streaming exports. Never the demo seed.
//
// Everything it writes is recognisable: order numbers LD-…, donor e-mails …@load.example, so a loaded
// database can be told from real data at a glance.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

export type LoadSize = {
  orders: number;
  donations: number;
  /** Audit rows; defaults to 2.5 per order (the measured production shape). */
  audit?: number;
  /** Outbox mails; defaults to one per order and donation. */
  mails?: number;
  /** Orders of the one heavy buyer (My orders). */
  buyerOrders?: number;
  /** How many years back the data goes (default 3). */
  years?: number;
};

/** Runs one SQL statement and answers its rows (postgres-js and PGlite alike, see `drizzleRunner`). */
export type RunSql = (statement: string) => Promise<Record<string, unknown>[]>;

export type LoadReport = {
  orders: number;
  donations: number;
  audit: number;
  mails: number;
  /** The heavy buyer and a bearer token that signs in as them. */
  buyer: { id: number; email: string; token: string };
  ms: number;
};

const FIRST = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Kavya', 'Arjun', 'Meera', 'Sanjay', 'Divya', 'Rahul', 'Sneha'];
const LAST = ['Sharma', 'Verma', 'Iyer', 'Nair', 'Gupta', 'Reddy', 'Khan', 'Das', 'Patel', 'Singh', 'Mehta', 'Joshi', 'Rao'];
const text = (list: string[]) => `array[${list.map((s) => `'${s}'`).join(',')}]`;
// The i-th name, deterministic, spread over the 156 combinations.
const nameOf = (i: string) => `(${text(FIRST)})[1 + (${i}) % ${FIRST.length}] || ' ' || (${text(LAST)})[1 + ((${i}) / 7) % ${LAST.length}]`;

const BUYER_EMAIL = 'heavy.buyer@load.example';
const BUYER_TOKEN = 'ssf_load-data-heavy-buyer-token';

/** Loads the data into a migrated database (demo seed optional). Idempotent it is not: run it once. */
export async function loadBackOfficeData(run: RunSql, size: LoadSize): Promise<LoadReport> {
  const started = Date.now();
  const n = size.orders;
  const audit = size.audit ?? Math.round(n * 2.5);
  const mails = size.mails ?? n + size.donations;
  const buyerOrders = Math.min(size.buyerOrders ?? 400, n);
  const span = `interval '${size.years ?? 3} years'`;
  const [{ base }] = (await run('select coalesce(max(id), 0)::int as base from orders')) as { base: number }[];

  const [{ id: buyerId }] = (await run(`
    insert into users (name, email, password_hash, role, status, phone, address)
    values ('Harsh Heavy-Buyer', '${BUYER_EMAIL}', 'x', 'user', 'active', '9800000000', 'Load street, Kanpur')
    returning id`)) as { id: number }[];
  const buyer = { id: buyerId };
  await run(`insert into api_tokens (user_id, token_hash, name)
    values (${buyer.id}, '${createHash('sha256').update(BUYER_TOKEN).digest('hex')}', 'load-data')`);
  // A few thousand ordinary customers for the rest of the orders.
  await run(`
    insert into users (name, email, password_hash, role, status)
    select ${nameOf('g')}, 'customer' || g || '@load.example', 'x', 'user', 'active'
    from generate_series(1, ${Math.max(1, Math.ceil(n / 40))}) g`);

  // Orders over the last three years, newest the highest id; statuses as a shop sees them.
  await run(`
    insert into orders (order_number, user_id, status, payment_status, payment_method, shipping_name, shipping_email,
      shipping_phone, shipping_address, shipping_city, shipping_state, shipping_postal_code, subtotal_paise,
      shipping_paise, tax_paise, total_paise, payment_mode, paid_at, created_at, updated_at)
    select 'LD-' || lpad(g::text, 8, '0'),
      case when g % ${Math.max(1, Math.floor(n / buyerOrders))} = 0 then ${buyer.id}
           else (select min(id) from users where email like 'customer%@load.example') + g % ${Math.max(1, Math.ceil(n / 40))} end,
      s.status, s.payment_status, case when g % 5 = 0 then 'cod' else 'easebuzz' end,
      ${nameOf('g')}, 'buyer' || (g % 50000) || '@load.example', '98' || lpad((g % 100000000)::text, 8, '0'),
      g || ', MG Road', 'Kanpur', 'Uttar Pradesh', '208001',
      a.subtotal, 5000, a.subtotal * 18 / 100, a.subtotal + 5000 + a.subtotal * 18 / 100,
      case when g % 97 = 0 then 'sandbox' else 'live' end,
      case when s.payment_status in ('paid', 'partially_refunded', 'refunded') then t.at + interval '3 minutes' end,
      t.at, t.at
    from generate_series(1, ${n}) g
    cross join lateral (select now() - (${n} - g) * (${span} / ${n}) as at) t
    cross join lateral (select (20000 + (g::bigint * 7919) % 500000)::int as subtotal) a
    cross join lateral (select
      (array['delivered','delivered','delivered','shipped','processing','pending','cancelled','refunded'])[1 + g % 8] as status,
      (array['paid','paid','paid','paid','paid','pending','failed','refunded'])[1 + g % 8] as payment_status) s`);

  // One to three lines an order.
  await run(`
    insert into order_items (order_id, product_name, sku, unit_price_paise, quantity, total_paise)
    select o.id, 'Load product ' || (o.id % 40), 'LD-SKU-' || (o.id % 40), o.subtotal_paise / l, 1, o.subtotal_paise / l
    from orders o cross join lateral generate_series(1, 1 + o.id % 3) l(l)
    where o.id > ${base}`);

  // A payment per online order that got that far; refunds on one paid payment in twenty, and the refunded ones.
  await run(`
    insert into payments (gateway, mode, order_id, txnid, gateway_payment_id, amount_paise, status, paid_at, created_at, updated_at)
    select 'easebuzz', coalesce(o.payment_mode, 'live'), o.id, 'LDTXN' || o.id, 'LDPAY' || o.id, o.total_paise,
      o.payment_status, o.paid_at, o.created_at, o.created_at
    from orders o where o.id > ${base} and o.payment_method = 'easebuzz' and o.payment_status <> 'pending'`);
  await run(`
    insert into refunds (payment_id, amount_paise, reason, merchant_refund_id, status, created_at, updated_at)
    select p.id, case when p.status = 'refunded' then p.amount_paise else p.amount_paise / 4 end, 'Load refund',
      'LDREF' || p.id, 'processed', p.paid_at + interval '2 days', p.paid_at + interval '2 days'
    from payments p join orders o on o.id = p.order_id
    where o.id > ${base} and (p.status = 'refunded' or (p.status = 'paid' and o.id % 20 = 0))`);

  // Donations: a third of the donors give again and again; most are paid, a few abandoned or failed.
  const donors = Math.max(1, Math.round(size.donations / 3));
  await run(`
    insert into donations (name, email, phone, address, pan, amount_paise, cause, cause_code, frequency, want_80g,
      eligible_80g, wall_display, wall_show_amount, status, payment_mode, mode, razorpay_order_id, razorpay_payment_id,
      paid_at, created_at, updated_at)
    select ${nameOf('d')}, 'donor' || d || '@load.example', '97' || lpad(d::text, 8, '0'), d || ', Mall Road, Kanpur',
      case when g % 3 = 0 then 'ABCDE' || lpad((d % 10000)::text, 4, '0') || 'F' end,
      (50000 + (g::bigint * 104729) % 5000000)::int, 'Education', 'EDU', 'one-time', g % 3 = 0, g % 3 = 0 and g % 11 <> 0,
      (array['name','initials','anonymous','hidden'])[1 + g % 4], g % 2 = 0,
      s.status, s.payment_mode, case when s.payment_mode = 'razorpay' then (case when g % 89 = 0 then 'sandbox' else 'live' end) end,
      case when s.payment_mode = 'razorpay' then 'order_LD' || g end,
      case when s.payment_mode = 'razorpay' and s.status = 'paid' then 'pay_LD' || g end,
      case when s.status = 'paid' then t.at + interval '2 minutes' end, t.at, t.at
    from generate_series(1, ${size.donations}) g
    cross join lateral (select 1 + (g * 7) % ${donors} as d) k
    cross join lateral (select now() - (${size.donations} - g) * (${span} / ${size.donations}) as at) t
    cross join lateral (select
      (array['paid','paid','paid','paid','paid','paid','pending','failed','paid','paid'])[1 + g % 10] as status,
      (array['razorpay','razorpay','razorpay','cash','cheque','bank_transfer','razorpay'])[1 + g % 7] as payment_mode) s`);
  await run(`
    insert into donation_receipts (donation_id, receipt_number, financial_year, sequence, created_at)
    select id, 'LDR-' || id, 'LD', id, paid_at from donations
    where status = 'paid' and email like 'donor%@load.example'
    on conflict do nothing`);

  // The back-office's own trails.
  await run(`
    insert into audit_log (actor_user_id, actor_role, action, entity_type, entity_id, after, ip, created_at)
    select case when g % 3 = 0 then null else (select min(id) from users where role in ('admin', 'manager')) end,
      case when g % 3 = 0 then null else 'admin' end,
      (array['order.status','order.payment','donation.offline','product.update','mail.retry'])[1 + g % 5],
      (array['order','order','donation','product','mail'])[1 + g % 5], (g % 100000)::text,
      jsonb_build_object('n', g), '127.0.0.1', now() - (${audit} - g) * (${span} / ${audit})
    from generate_series(1, ${audit}) g`);
  await run(`
    insert into mail_outbox (kind, to_address, subject, text_body, status, attempts, sent_at, created_at, next_attempt_at)
    select 'order', 'buyer' || (g % 50000) || '@load.example', 'Your order LD-' || g, 'Thank you for your order.',
      case when g % 50 = 0 then 'failed' else 'sent' end, 1, t.at, t.at, t.at
    from generate_series(1, ${mails}) g
    cross join lateral (select now() - (${mails} - g) * (${span} / ${mails}) as at) t`);

  // Statistics and the visibility map, as autovacuum would have them on a database that grew over years.
  await run('vacuum analyze');
  return {
    orders: n,
    donations: size.donations,
    audit,
    mails,
    buyer: { id: buyer.id, email: BUYER_EMAIL, token: BUYER_TOKEN },
    ms: Date.now() - started,
  };
}

/** A RunSql over a drizzle database of either driver (postgres-js answers rows, PGlite `{ rows }`). */
export function drizzleRunner(db: { execute: (query: SQL) => PromiseLike<unknown> }): RunSql {
  return async (statement) => {
    const result = (await db.execute(sql.raw(statement))) as Record<string, unknown>[] | { rows: Record<string, unknown>[] };
    return Array.isArray(result) ? result : result.rows;
  };
}
