import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ContentLocale } from '@/lib/domain/localized';
import type { DonationPaymentMode, DonationStatus, Frequency, WallDisplay } from '@/lib/domain/donations';
import { createdAt, id, tstz, updatedAt } from './columns';
import { campaigns } from './campaigns';
import { files, storedDocumentColumns } from './files';
import { mailOutbox } from './system';
import { users } from './users';

/** Razorpay plans have a fixed amount: created on demand and cached by (period, interval, amount). */
export const gatewayPlans = pgTable(
  'gateway_plans',
  {
    id: id(),
    gateway: text('gateway').notNull().default('razorpay'),
    mode: text('mode').$type<'live' | 'sandbox'>().notNull(),
    planId: text('plan_id').notNull().unique(),
    period: text('period').notNull(),
    interval: integer('interval').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('gateway_plans_key_unique').on(t.gateway, t.mode, t.period, t.interval, t.amountPaise),
    check('gateway_plans_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/** A recurring gift: the template from which each subscription.charged creates a donation. */
export const donationSubscriptions = pgTable(
  'donation_subscriptions',
  {
    id: id(),
    razorpaySubscriptionId: text('razorpay_subscription_id').notNull().unique(),
    planId: integer('plan_id')
      .notNull()
      .references(() => gatewayPlans.id, { onDelete: 'restrict' }),
    mode: text('mode').$type<'live' | 'sandbox'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** Sealed (AES-256-GCM, lib/server/platform/pan-seal.ts), copied sealed to each charge. */
    pan: text('pan'),
    /** Keyed hash of the PAN (exact search, grouping); null without a PAN. */
    panHash: text('pan_hash'),
    amountPaise: integer('amount_paise').notNull(),
    frequency: text('frequency').$type<Frequency>().notNull(),
    cause: text('cause').notNull(),
    causeCode: text('cause_code').notNull(),
    /** The campaign the gift was started for: each charge until the campaign's end date counts towards it. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    want80g: boolean('want_80g').notNull().default(false),
    /** The donor's choice for the wall of supporters, copied to each charge. */
    wallDisplay: text('wall_display').$type<WallDisplay>().notNull().default('hidden'),
    wallShowAmount: boolean('wall_show_amount').notNull().default(false),
    /** The site language of the gift: each charge's mails are written in it. */
    locale: text('locale').$type<ContentLocale>().notNull().default('en'),
    totalCount: integer('total_count').notNull(),
    paidCount: integer('paid_count').notNull().default(0),
    status: text('status').notNull().default('created'),
    cancelledAt: tstz('cancelled_at'),
    /**
     * A change of amount or frequency is a new subscription (an Indian mandate cannot be altered): the new row
     * names the one it replaces, and starts at that one's next charge date (starts_at), so no cycle is paid twice.
     */
    replacesId: integer('replaces_id').references((): AnyPgColumn => donationSubscriptions.id, { onDelete: 'set null' }),
    startsAt: tstz('starts_at'),
    /** On a replaced row: when its replacement took over (the new mandate authorised, this one cancelled). */
    replacedAt: tstz('replaced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('donation_subscriptions_email_idx').on(sql`lower(${t.email})`),
    check('donation_subscriptions_amount_check', sql`${t.amountPaise} > 0`),
    check('donation_subscriptions_wall_display_check', sql`${t.wallDisplay} in ('name', 'initials', 'anonymous', 'hidden')`),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => donationSubscriptions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** Sealed at rest (AES-256-GCM under PAN_ENCRYPTION_KEY, lib/server/platform/pan-seal.ts); opened only where the law needs it. */
    pan: text('pan'),
    /** HMAC-SHA-256 of the PAN under a key of its own: exact search and Form 10BD's grouping. Null without a PAN. */
    panHash: text('pan_hash'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    cause: text('cause').notNull(),
    causeCode: text('cause_code').notNull(),
    /** The campaign the gift is filed under (its page's form or the office's entry); null for the cause alone. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    frequency: text('frequency').$type<Frequency>().notNull().default('one-time'),
    want80g: boolean('want_80g').notNull().default(false),
    /** want80g and a qualifying mode (cash above ₹2,000 never qualifies). */
    eligible80g: boolean('eligible_80g').notNull().default(false),
    /** How the donor chose to appear on the public wall; no choice = not listed. The amount only when asked. */
    wallDisplay: text('wall_display').$type<WallDisplay>().notNull().default('hidden'),
    wallShowAmount: boolean('wall_show_amount').notNull().default(false),
    status: text('status').$type<DonationStatus>().notNull().default('pending'),
    paymentMode: text('payment_mode').$type<DonationPaymentMode>().notNull().default('razorpay'),
    /** live or sandbox for online gifts; null for offline ones. */
    mode: text('mode').$type<'live' | 'sandbox'>(),
    razorpayOrderId: text('razorpay_order_id').unique(),
    razorpayPaymentId: text('razorpay_payment_id').unique(),
    razorpaySubscriptionId: text('razorpay_subscription_id'),
    /** Cheque number, bank reference, or other note for offline donations. */
    reference: text('reference'),
    /** The site language the gift was made in: its mails are written in it (receipts stay English). */
    locale: text('locale').$type<ContentLocale>().notNull().default('en'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the gift was paid: the gateway's payment time (capped at our clock), the received date offline. Dates the receipt, its financial year and Form 10BD. */
    paidAt: tstz('paid_at'),
    /** When we learnt of the payment and marked the gift paid (browser, webhook or reconciliation). */
    settledAt: tstz('settled_at'),
    /**
     * Set when the donor erased their account and this gift is a tax record (an 80G receipt or a Form 10BD
     * row): the day until which the law makes the foundation keep it (lib/config/privacy.ts).
     */
    taxKeptUntil: date('tax_kept_until', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('donations_status_created_idx').on(t.status, t.createdAt),
    // The list's and the CSV export's order; the export reads it in batches from the last (created_at, id).
    index('donations_created_id_idx').on(t.createdAt, t.id),
    // When the gift counted (revenue.ts donationPaidAt): the dashboard chart and the financial-year filter.
    index('donations_paid_at_idx').on(sql`coalesce(${t.paidAt}, ${t.createdAt})`),
    // The donor wall: paid gifts grouped per donor (donors.ts donorKey), latest first within a donor.
    index('donations_wall_idx')
      .on(sql`coalesce(nullif(lower(${t.email}), ''), 'offline:' || ${t.id}::text)`, sql`${t.paidAt} desc nulls last`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'paid'`),
    // Form 10BD: the paid, 80G-eligible gifts of a financial year.
    index('donations_80g_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid' and ${t.eligible80g}`),
    // The admin search (ILIKE '%text%' on these three): trigram indexes answer a match anywhere in the text.
    index('donations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('donations_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('donations_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    // A PAN is found by its exact value only, through its keyed hash (no partial-PAN index).
    index('donations_pan_hash_idx').on(t.panHash),
    index('donations_cause_idx').on(t.causeCode),
    // A campaign's total and donors: its paid gifts.
    index('donations_campaign_paid_idx')
      .on(t.campaignId)
      .where(sql`${t.status} = 'paid' and ${t.campaignId} is not null`),
    index('donations_subscription_idx').on(t.razorpaySubscriptionId),
    index('donations_email_idx').on(sql`lower(${t.email})`),
    check('donations_amount_check', sql`${t.amountPaise} > 0`),
    check('donations_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
    check('donations_frequency_check', sql`${t.frequency} in ('one-time', 'monthly', 'quarterly', 'yearly')`),
    check('donations_wall_display_check', sql`${t.wallDisplay} in ('name', 'initials', 'anonymous', 'hidden')`),
    check('donations_locale_check', sql`${t.locale} in ('en', 'hi')`),
    check('donations_payment_mode_check', sql`${t.paymentMode} in ('razorpay', 'cash', 'cheque', 'bank_transfer')`),
  ],
);

/**
 * The instant receipt issued for a paid donation (80G or not); numbered per financial year. A gift has one
 * receipt in force; a replacement (the office's "Re-check 80G receipts") takes a new number, names the one it
 * replaces, and marks that one replaced_at.
 */
export const donationReceipts = pgTable(
  'donation_receipts',
  {
    id: id(),
    donationId: integer('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    receiptNumber: text('receipt_number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** A sandbox payment's receipt: numbered in its own series (TDON/...) and marked TEST on the page. */
    test: boolean('test').notNull().default(false),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The receipt's mail in the outbox; emailed_at is set when that mail is actually sent. */
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    emailedAt: tstz('emailed_at'),
    /** The receipt this one replaces (cancelled by it). */
    replacesReceiptId: integer('replaces_receipt_id').references((): AnyPgColumn => donationReceipts.id, { onDelete: 'restrict' }),
    /** Set when a replacement cancelled this receipt; null for the receipt in force. */
    replacedAt: tstz('replaced_at'),
    issuedAt: createdAt(),
  },
  (t) => [
    unique('donation_receipts_series_fy_sequence_unique').on(t.test, t.financialYear, t.sequence),
    // One receipt in force per gift; replaced ones stay as the record of what was issued.
    uniqueIndex('donation_receipts_current_unique')
      .on(t.donationId)
      .where(sql`${t.replacedAt} is null`),
    index('donation_receipts_donation_idx').on(t.donationId),
    index('donation_receipts_mail_idx').on(t.mailId),
  ],
);

/** Form 10BE certificates uploaded by admins; the newest one is the donor's certificate. */
export const donationCertificates = pgTable(
  'donation_certificates',
  {
    id: id(),
    donationId: integer('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('donation_certificates_donation_idx').on(t.donationId, t.createdAt)],
);

/**
 * "My giving" sign-in links mailed to a donor's address (no account needed): 32 random bytes of which only the
 * SHA-256 is kept, good once and for 30 minutes (lib/server/donations/giving-links.ts).
 */
export const givingLinks = pgTable(
  'giving_links',
  {
    id: id(),
    /** The address the link was mailed to, lower case: the visit it opens shows that address's gifts. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('giving_links_email_idx').on(t.email)],
);

/**
 * A donor's yearly statement: every gift of one address in one financial year with its receipt number and the
 * total, numbered STM/2025-26/000001 (TSTM for sandbox money) and stored once; a receipt of that year that
 * comes later re-renders it under the same number (lib/server/donations/statements.ts).
 */
export const donationStatements = pgTable(
  'donation_statements',
  {
    id: id(),
    /** The donor: the address their gifts were made with, lower case. */
    email: text('email').notNull(),
    statementNumber: text('statement_number').notNull().unique(),
    ...storedDocumentColumns(),
    /** How many receipts the stored PDF lists: one more receipt of the year means the PDF is rendered again. */
    receiptsCount: integer('receipts_count').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The April mail with the statement, queued once (mail/delivery.ts sends it). */
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('donation_statements_donor_year_unique').on(t.email, t.test, t.financialYear),
    unique('donation_statements_series_fy_sequence_unique').on(t.test, t.financialYear, t.sequence),
  ],
);

/**
 * A Form 10BE certificate uploaded in a batch (several PDFs or the portal's ZIP), kept until the office
 * resolves it: `pending` with the donor's gift proposed by the PAN read from the PDF's text or its file name
 * (or none), then `confirmed` (attached to that donor's gifts of the year and mailed) or `discarded`.
 * Nothing of a batch is lost: an unmatched file waits here for the office to pick the donor by hand.
 */
export const certificateUploads = pgTable(
  'certificate_uploads',
  {
    id: id(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    originalName: text('original_name').notNull(),
    /** The year the certificate is for: read from the PDF's text, else the year the office chose for the batch. */
    financialYear: text('financial_year').notNull(),
    /** The donor's PAN as read from the file, sealed like every PAN (pan-seal.ts); null when none was found. */
    pan: text('pan'),
    panHash: text('pan_hash'),
    /** Where the PAN was found: the PDF's text or its file name. */
    panSource: text('pan_source').$type<'text' | 'filename'>(),
    /** The donor's gift the certificate goes with, proposed by the PAN or picked by the office. */
    donationId: integer('donation_id').references(() => donations.id, { onDelete: 'set null' }),
    status: text('status').$type<'pending' | 'confirmed' | 'discarded'>().notNull().default('pending'),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tstz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('certificate_uploads_status_idx').on(t.status, t.id),
    check('certificate_uploads_status_check', sql`${t.status} in ('pending', 'confirmed', 'discarded')`),
    check('certificate_uploads_pan_source_check', sql`${t.panSource} in ('text', 'filename')`),
  ],
);
