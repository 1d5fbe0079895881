import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentLocale } from '@/lib/domain/localized';
import type { PaymentMode } from '@/lib/domain/payments';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@/lib/domain/order-status';
import { createdAt, id, tstz, updatedAt } from './columns';
import { products } from './catalog';
import { coupons } from './coupons';
import { storedDocumentColumns } from './files';
import { mailOutbox } from './system';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Not guessable (ORD-2611-7KQ4ZP): tracking works by number alone. */
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    shippingName: text('shipping_name').notNull(),
    shippingEmail: text('shipping_email').notNull(),
    shippingPhone: text('shipping_phone').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    /** Optional landmark near the address (issue 37), for the courier. */
    shippingLandmark: text('shipping_landmark'),
    shippingCity: text('shipping_city').notNull(),
    shippingState: text('shipping_state').notNull(),
    shippingPostalCode: text('shipping_postal_code').notNull(),
    shippingCountry: text('shipping_country').notNull().default('India'),
    billingName: text('billing_name'),
    billingEmail: text('billing_email'),
    billingPhone: text('billing_phone'),
    billingAddress: text('billing_address'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingPostalCode: text('billing_postal_code'),
    billingCountry: text('billing_country'),
    /**
     * Set when the buyer erased their account and this order is a tax record (it has an invoice): the day until
     * which the law makes the foundation keep it (lib/config/privacy.ts). Null: no erasure, or nothing kept.
     */
    taxKeptUntil: date('tax_kept_until', { mode: 'string' }),
    notes: text('notes'),
    /** A business buyer's GSTIN (checked with its check character), printed on the invoice; null for consumers. */
    buyerGstin: text('buyer_gstin'),
    currency: text('currency').notNull().default('INR'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /**
     * GST state code of the place of supply (the shipping state, lib/domain/india-states.ts); null for older
     * orders whose free-text state matched no state.
     */
    placeOfSupply: text('place_of_supply'),
    /** taxPaise split: CGST + SGST inside the foundation's state, IGST elsewhere (null with no place of supply). */
    cgstPaise: integer('cgst_paise'),
    sgstPaise: integer('sgst_paise'),
    igstPaise: integer('igst_paise'),
    /** The rate shipping and the COD fee are taxed at, and the GST they include (null on older orders). */
    supplyGstRate: numeric('supply_gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    chargesTaxPaise: integer('charges_tax_paise'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** live or sandbox, so test payments can never pass as real ones. */
    paymentMode: text('payment_mode').$type<PaymentMode>(),
    /** Unpaid gateway orders expire (stock returns) after this moment. */
    expiresAt: tstz('expires_at'),
    /** Guards against giving stock back twice (cancel after expiry, duplicate failure callbacks). */
    stockReleased: boolean('stock_released').notNull().default(false),
    cancelReason: text('cancel_reason'),
    /** Recorded by the office when it marks the order shipped (issue 37): what the buyer needs to follow the parcel. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** The site language the order was placed in: its mails are written in it. */
    locale: text('locale').$type<ContentLocale>().notNull().default('en'),
    /** SHA-256 of the guest order's access token (issued once at placement); null for account orders. */
    accessTokenHash: text('access_token_hash'),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The lists' order (newest first, id breaking ties): pages and the deep-page id lookup read it in order.
    index('orders_created_id_idx').on(t.createdAt, t.id),
    index('orders_payment_pending_idx').on(t.paymentStatus, t.expiresAt),
    index('orders_shipping_email_lower_idx').on(sql`lower(${t.shippingEmail})`),
    // When the money came in (revenue.ts orderPaidAt): the dashboard's 30-day chart and its growth windows.
    index('orders_paid_at_idx').on(sql`coalesce(${t.paidAt}, ${t.createdAt})`),
    // The back-office search, `lower(column) like '%text%'`: trigram indexes answer a match anywhere in the text.
    index('orders_number_trgm_idx').using('gin', sql`lower(${t.orderNumber}) gin_trgm_ops`),
    index('orders_name_trgm_idx').using('gin', sql`lower(${t.shippingName}) gin_trgm_ops`),
    index('orders_email_trgm_idx').using('gin', sql`lower(${t.shippingEmail}) gin_trgm_ops`),
    index('orders_phone_trgm_idx').using('gin', sql`${t.shippingPhone} gin_trgm_ops`),
    check('orders_status_check', sql`${t.status} in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'partially_refunded', 'refunded')`),
    check('orders_locale_check', sql`${t.locale} in ('en', 'hi')`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('easebuzz', 'cod')`),
    check(
      'orders_tax_split_check',
      sql`${t.cgstPaise} is null or (${t.sgstPaise} is not null and ${t.igstPaise} is not null and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0 and ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.taxPaise})`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.subtotalPaise} >= 0 and ${t.shippingPaise} >= 0 and ${t.taxPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.codFeePaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Copied at order time: later edits to the product never change an order. */
    productName: text('product_name').notNull(),
    sku: text('sku'),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** Copied from the product at order time; taxable value (after the line's share of the discount) and tax. */
    hsnCode: text('hsn_code'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    discountPaise: integer('discount_paise'),
    taxablePaise: integer('taxable_paise'),
    taxPaise: integer('tax_paise'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_amounts_check', sql`${t.unitPricePaise} >= 0 and ${t.totalPaise} >= 0`),
  ],
);

/** The tracking timeline: one row per recorded change. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'status' | 'payment' | 'note'>().notNull().default('status'),
    status: text('status'),
    title: text('title').notNull(),
    note: text('note'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** The order's tax invoice: issued once (payment received, or a COD order shipped), rendered and stored. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** INV/2627/000042 (15 characters; TINV/... for test money): GST rule 46 allows at most 16. */
    invoiceNumber: text('invoice_number').notNull().unique(),
    ...storedDocumentColumns(),
  },
  (t) => [unique('invoices_series_fy_sequence_unique').on(t.test, t.financialYear, t.sequence)],
);

/**
 * A credit note against an invoice (the order cancelled, or money refunded in full or in part): the amount
 * credited with its taxable value and tax split, in the same proportion as the invoice's.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** CN/2627/000007 (TCN/... for test money). */
    creditNoteNumber: text('credit_note_number').notNull().unique(),
    ...storedDocumentColumns(),
    /** The refund it records (null for a cancelled order that was never paid online). */
    refundId: integer('refund_id').unique(),
    reason: text('reason').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('credit_notes_series_fy_sequence_unique').on(t.test, t.financialYear, t.sequence),
    index('credit_notes_order_idx').on(t.orderId),
    check('credit_notes_amount_check', sql`${t.amountPaise} > 0 and ${t.taxablePaise} + ${t.taxPaise} <= ${t.amountPaise}`),
    check('credit_notes_tax_split_check', sql`${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.taxPaise}`),
  ],
);

/** Gap-free numbering per document kind and financial year (invoices, 80G receipts). */
export const numberSequences = pgTable(
  'number_sequences',
  {
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** One row per order that used a coupon; written in the order's transaction. */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Guests are counted by email for the per-user limit. */
    email: text('email').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_usages_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_usages_coupon_email_idx').on(t.couponId, sql`lower(${t.email})`),
    uniqueIndex('coupon_usages_order_idx').on(t.orderId),
    check('coupon_usages_discount_check', sql`${t.discountPaise} >= 0`),
  ],
);
