import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, exists, inArray, isNotNull, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Tx } from '@/db';
import {
  apiTokens,
  carts,
  couponUsages,
  donationReceipts,
  donations,
  donationSubscriptions,
  emailConfirmations,
  invoices,
  mailOutbox,
  orders,
  passwordResets,
  recoveryCodes,
  totpEnrolments,
  users,
  userSessions,
} from '@/db/schema';
import { privacy } from '@/lib/config/privacy';
import { hashPassword } from '@/lib/crypto';
import { fail } from '@/lib/domain/errors';
import { taxKeptUntil } from '@/lib/domain/retention';
import type { ReauthInput } from '@/lib/domain/validation/auth';
import { PAN_CLEARED, pansWhere } from '@/lib/server/donations/pan';
import { cancelSubscriptionAtGateway, FINISHED_SUBSCRIPTION } from '@/lib/server/payments/razorpay/cancel-subscription';
import { log, recordAudit } from '@/lib/server/platform';
import type { Caller } from './caller';
import { eraseAuditValues } from './erasure-audit';
import { requireSignedIn } from './guards';
import { reauthenticate } from './reauth';

// Erasure (DPDP Act; issue 35, item 5). The person's live recurring gifts are stopped at the gateway first: a
// gateway that cannot be reached leaves everything as it was, and the person tries again. Then one transaction
// removes or anonymises their personal fields everywhere, except the records tax law makes the foundation keep:
// invoiced orders, gifts with an 80G receipt and Form 10BD rows (paid, 80G-eligible). Those stay as they are,
// still the account's (the office sees them), marked with the day they may go (`tax_kept_until`).

const ERASED_NAME = 'Erased account';
const erasedEmail = (id: number) => `erased-${id}@erased.invalid`;

/** DELETE /api/me {password, otp} and the profile's button. */
export async function eraseMyAccount(caller: Caller, input: ReauthInput): Promise<void> {
  const me = requireSignedIn(caller);
  const user = await reauthenticate(me, input);
  const email = user.email.toLowerCase();
  const db = await getDb();
  const myTemplates = or(eq(donationSubscriptions.userId, me.userId), sql`lower(${donationSubscriptions.email}) = ${email}`);
  const live = await db
    .select({ id: donationSubscriptions.id, gatewayId: donationSubscriptions.razorpaySubscriptionId })
    .from(donationSubscriptions)
    .where(and(myTemplates, notInArray(donationSubscriptions.status, FINISHED_SUBSCRIPTION)));
  for (const s of live) {
    try {
      await cancelSubscriptionAtGateway(s.gatewayId);
    } catch (error) {
      log().error({ err: error, subscription: s.id }, '[accounts] erasure: recurring gift not cancelled at the gateway');
      throw fail('account.erase_gateway_failed');
    }
  }
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await db.transaction(async (tx) => {
    const myGifts = or(eq(donations.userId, me.userId), sql`lower(${donations.email}) = ${email}`)!;
    const values = await personalValues(tx, me.userId, user, myGifts, myTemplates!);
    await tx.delete(userSessions).where(eq(userSessions.userId, me.userId));
    await tx.delete(apiTokens).where(eq(apiTokens.userId, me.userId));
    for (const table of [passwordResets, emailConfirmations, recoveryCodes, totpEnrolments, carts]) {
      await tx.delete(table).where(eq(table.userId, me.userId));
    }
    await eraseOrders(tx, me.userId);
    await eraseGifts(tx, me.userId, myGifts);
    await tx
      .update(donationSubscriptions)
      .set({ name: ERASED_NAME, email: erasedEmail(me.userId), phone: '', address: '', ...PAN_CLEARED, wallDisplay: 'hidden' })
      .where(myTemplates);
    await tx
      .update(donationSubscriptions)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(inArray(donationSubscriptions.id, live.length ? live.map((s) => s.id) : [-1]));
    await tx
      .update(couponUsages)
      .set({ email: erasedEmail(me.userId) })
      .where(eq(couponUsages.userId, me.userId));
    await eraseMails(tx, values.emails, erasedEmail(me.userId));
    const auditEntries = await eraseAuditValues(tx, values);
    await tx
      .update(users)
      .set({
        name: ERASED_NAME,
        email: erasedEmail(me.userId),
        passwordHash: unusable,
        phone: null,
        address: null,
        photo: null,
        status: 'disabled',
        emailVerifiedAt: null,
        totpSecret: null,
        totpLastStep: null,
        erasedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, me.userId));
    await recordAudit(tx, me, {
      action: 'account.erased',
      entityType: 'user',
      entityId: me.userId,
      after: { recurring_gifts_cancelled: live.length, audit_entries_erased: auditEntries },
      ip: me.ip,
    });
  });
}

type PersonalValues = { emails: string[]; exact: string[]; contained: string[] };

/** What identifies the person in free-form records (the audit log): read before the rows are erased. */
async function personalValues(
  tx: Tx,
  userId: number,
  user: typeof users.$inferSelect,
  myGifts: SQL,
  myTemplates: SQL,
): Promise<PersonalValues> {
  const gifts = await tx
    .select({ n: donations.name, e: donations.email, p: donations.phone, a: donations.address })
    .from(donations)
    .where(myGifts);
  const templates = await tx
    .select({
      n: donationSubscriptions.name,
      e: donationSubscriptions.email,
      p: donationSubscriptions.phone,
      a: donationSubscriptions.address,
    })
    .from(donationSubscriptions)
    .where(myTemplates);
  const bought = await tx
    .select({ n: orders.shippingName, e: orders.shippingEmail, p: orders.shippingPhone, a: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.userId, userId));
  const rows = [{ n: user.name, e: user.email, p: user.phone, a: user.address }, ...gifts, ...templates, ...bought];
  const clean = (xs: (string | null)[]) => [...new Set(xs.map((x) => x?.trim().toLowerCase() ?? '').filter((x) => x.length >= 3))];
  const emails = clean(rows.map((r) => r.e));
  const pans = (await pansWhere(tx, myGifts, myTemplates)).map((p) => p.toLowerCase());
  return {
    emails,
    exact: clean(rows.flatMap((r) => [r.n, r.p, r.a])),
    // E-mail addresses and PANs are distinctive: a text that contains one ("mailed x@y.in") goes too.
    contained: [...emails, ...pans],
  };
}

/** Orders without an invoice carry no tax duty: their personal fields go. Invoiced ones are kept and marked. */
async function eraseOrders(tx: Tx, userId: number): Promise<void> {
  const invoiced = exists(
    tx
      .select({ one: sql`1` })
      .from(invoices)
      .where(eq(invoices.orderId, orders.id)),
  );
  await tx
    .update(orders)
    .set({
      shippingName: ERASED_NAME,
      shippingEmail: erasedEmail(userId),
      shippingPhone: '',
      shippingAddress: '',
      shippingLandmark: null,
      shippingCity: '',
      shippingPostalCode: '',
      billingName: null,
      billingEmail: null,
      billingPhone: null,
      billingAddress: null,
      billingCity: null,
      billingPostalCode: null,
      notes: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.userId, userId), not(invoiced)));
  const kept = await tx
    .select({ id: orders.id, issuedAt: invoices.issuedAt })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.userId, userId));
  for (const o of kept) {
    await tx
      .update(orders)
      .set({ taxKeptUntil: taxKeptUntil(o.issuedAt, privacy.taxRecordYears) })
      .where(eq(orders.id, o.id));
  }
}

/** Gifts with an 80G receipt or in Form 10BD (paid, 80G-eligible) are tax records: kept and marked. The rest go. */
async function eraseGifts(tx: Tx, userId: number, mine: SQL): Promise<void> {
  const receipted = exists(
    tx
      .select({ one: sql`1` })
      .from(donationReceipts)
      .where(eq(donationReceipts.donationId, donations.id)),
  );
  const taxRecord = or(receipted, and(eq(donations.eligible80g, true), isNotNull(donations.paidAt)))!;
  await tx
    .update(donations)
    .set({ wallDisplay: 'hidden', updatedAt: sql`now()` })
    .where(mine);
  await tx
    .update(donations)
    .set({ name: ERASED_NAME, email: erasedEmail(userId), phone: '', address: '', ...PAN_CLEARED })
    .where(and(mine, not(taxRecord)));
  const kept = await tx
    .select({ id: donations.id, at: sql<Date>`coalesce(${donations.paidAt}, ${donations.createdAt})`.mapWith(donations.createdAt) })
    .from(donations)
    .where(and(mine, taxRecord));
  for (const d of kept) {
    await tx
      .update(donations)
      .set({ taxKeptUntil: taxKeptUntil(d.at, privacy.taxRecordYears) })
      .where(eq(donations.id, d.id));
  }
}

/** Mails to the person lose their address, body and attachments; those not yet sent are dropped. */
async function eraseMails(tx: Tx, emails: string[], replacement: string): Promise<void> {
  if (!emails.length) return;
  const toThem = inArray(sql`lower(${mailOutbox.toAddress})`, emails);
  await tx.delete(mailOutbox).where(and(toThem, inArray(mailOutbox.status, ['pending', 'failed'])));
  await tx.update(mailOutbox).set({ toAddress: replacement, textBody: '[erased]', htmlBody: null, attachments: [] }).where(toThem);
}
