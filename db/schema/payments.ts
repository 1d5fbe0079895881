import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Gateway, PaymentMode } from '@/lib/domain/payments';
import { createdAt, id, tstz, updatedAt } from './columns';
import { donations } from './donations';
import { orders } from './orders';
import { users } from './users';

/** One row per gateway transaction (an order may have several attempts). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    gateway: text('gateway').$type<Gateway>().notNull(),
    mode: text('mode').$type<PaymentMode>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    donationId: integer('donation_id').references(() => donations.id, { onDelete: 'set null' }),
    /** Our transaction id sent to the gateway (Easebuzz txnid). */
    txnid: text('txnid').unique(),
    /** The gateway's id for the payment (Easebuzz easepayid, Razorpay pay_...). */
    gatewayPaymentId: text('gateway_payment_id'),
    /** Razorpay order_... id. */
    gatewayOrderId: text('gateway_order_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded'>().notNull().default('pending'),
    method: text('method'),
    errorMessage: text('error_message'),
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    paidAt: tstz('paid_at'),
    /**
     * Set when this payment succeeded for an order another payment had already paid: the money is not the
     * order's, it is refunded (or, where the gateway refused, left for staff to refund by hand).
     */
    duplicateOfPaymentId: integer('duplicate_of_payment_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_duplicate_idx').on(t.duplicateOfPaymentId),
    uniqueIndex('payments_gateway_payment_idx').on(t.gateway, t.gatewayPaymentId),
    index('payments_order_idx').on(t.orderId),
    index('payments_donation_idx').on(t.donationId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    check('payments_amount_check', sql`${t.amountPaise} >= 0`),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'partially_refunded', 'refunded')`),
    check('payments_gateway_check', sql`${t.gateway} in ('easebuzz', 'razorpay', 'cod', 'offline')`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason'),
    /** Sent to the gateway as its idempotency key. */
    merchantRefundId: text('merchant_refund_id').notNull().unique(),
    gatewayRefundId: text('gateway_refund_id'),
    status: text('status').$type<'pending' | 'processed' | 'failed'>().notNull().default('pending'),
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
  ],
);

/** Every webhook delivery we accepted, unique per gateway event, so redeliveries change nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: createdAt(),
    processedAt: tstz('processed_at'),
    error: text('error'),
  },
  (t) => [uniqueIndex('webhook_events_gateway_event_idx').on(t.gateway, t.eventId)],
);
