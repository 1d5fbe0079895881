import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import {
  apiTokens,
  carts,
  couponUsages,
  donationReceipts,
  donations,
  donationSubscriptions,
  emailConfirmations,
  invoices,
  orderItems,
  orders,
  passwordResets,
  recoveryCodes,
  totpEnrolments,
  users,
  userSessions,
} from '@/db/schema';
import { hashPassword } from '@/lib/crypto';
import type { ReauthInput } from '@/lib/domain/validation/auth';
import { openPan, recordAudit } from '@/lib/server/platform';
import type { Caller } from './caller';
import { requireSignedIn } from './guards';
import { reauthenticate } from './reauth';
import { toWireUser } from './users';

// The person's rights over their data (DPDP Act; issue 35, item 5): everything the site holds about them as
// one JSON document, and erasure. Erasure removes or anonymises personal fields everywhere except the records
// tax law makes the foundation keep: invoiced orders (GST: invoices and their orders, 72 months) and gifts with
// an 80G receipt or a Form 10BD row (Income-tax Act: receipts and 10BD data, with PAN, name and address). Those
// stay as they are and are marked by their account's `erased_at` (the office still sees them).

const ERASED_NAME = 'Erased account';
const erasedEmail = (id: number) => `erased-${id}@erased.invalid`;

/** GET /api/me/export and the profile's download: profile, addresses, orders, donations, consents, sessions. */
export async function exportMyData(caller: Caller): Promise<Record<string, unknown>> {
  const me = requireSignedIn(caller);
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, me.userId));
  if (!user) return {};
  const email = user.email.toLowerCase();
  const myOrders = await db.select().from(orders).where(eq(orders.userId, me.userId)).orderBy(orders.id);
  const items = myOrders.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            myOrders.map((o) => o.id),
          ),
        )
    : [];
  const myDonations = await db
    .select()
    .from(donations)
    .where(or(eq(donations.userId, me.userId), sql`lower(${donations.email}) = ${email}`))
    .orderBy(donations.id);
  const subscriptions = await db
    .select()
    .from(donationSubscriptions)
    .where(or(eq(donationSubscriptions.userId, me.userId), sql`lower(${donationSubscriptions.email}) = ${email}`));
  const sessions = await db
    .select({
      created_at: userSessions.createdAt,
      ip: userSessions.ip,
      user_agent: userSessions.userAgent,
      expires_at: userSessions.expiresAt,
      revoked_at: userSessions.revokedAt,
    })
    .from(userSessions)
    .where(eq(userSessions.userId, me.userId));
  const tokens = await db
    .select({ name: apiTokens.name, created_at: apiTokens.createdAt, last_used_at: apiTokens.lastUsedAt, revoked_at: apiTokens.revokedAt })
    .from(apiTokens)
    .where(eq(apiTokens.userId, me.userId));
  const addresses = [
    ...(user.address ? [{ source: 'profile', address: user.address }] : []),
    ...myOrders.map((o) => ({
      source: `order ${o.orderNumber}`,
      address: [o.shippingAddress, o.shippingCity, o.shippingState, o.shippingPostalCode, o.shippingCountry].join(', '),
    })),
  ];
  // Secrets and their hashes are not the person's data but the keys to it: they stay out of the document.
  const orderOut = myOrders.map(({ accessTokenHash: _hash, ...o }) => ({ ...o, items: items.filter((i) => i.orderId === o.id) }));
  return {
    exported_at: new Date().toISOString(),
    profile: { ...toWireUser(user), status: user.status, email_verified_at: user.emailVerifiedAt, updated_at: user.updatedAt },
    addresses,
    orders: orderOut,
    // The donor's own PAN in full (it is theirs); its search hash is a key, not their data.
    donations: myDonations.map(({ panHash: _hash, ...d }) => ({ ...d, pan: openPan(d.pan) })),
    recurring_donations: subscriptions.map(({ panHash: _hash, ...s }) => ({ ...s, pan: openPan(s.pan) })),
    consents: {
      two_factor_sign_in: user.totpSecret !== null,
      donor_wall: myDonations.map((d) => ({
        donation_id: d.id,
        wall_display: d.wallDisplay,
        show_amount: d.wallShowAmount,
        want_80g: d.want80g,
      })),
    },
    sessions,
    api_tokens: tokens,
  };
}

/**
 * DELETE /api/me {password, otp}: erases the account. Every session and token ends; the account can never sign
 * in again (its password is replaced by a random one and it is disabled); personal fields go, except on the
 * records tax law keeps (see above).
 */
export async function eraseMyAccount(caller: Caller, input: ReauthInput): Promise<void> {
  const me = requireSignedIn(caller);
  const user = await reauthenticate(me, input);
  const email = user.email.toLowerCase();
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(userSessions).where(eq(userSessions.userId, me.userId));
    await tx.delete(apiTokens).where(eq(apiTokens.userId, me.userId));
    for (const table of [passwordResets, emailConfirmations, recoveryCodes, totpEnrolments, carts]) {
      await tx.delete(table).where(eq(table.userId, me.userId));
    }
    // Orders without an invoice carry no tax duty: their personal fields go.
    await tx
      .update(orders)
      .set({
        shippingName: ERASED_NAME,
        shippingEmail: erasedEmail(me.userId),
        shippingPhone: '',
        shippingAddress: '',
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
      .where(
        and(
          eq(orders.userId, me.userId),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(invoices)
              .where(eq(invoices.orderId, orders.id)),
          ),
        ),
      );
    // Gifts without an 80G receipt and outside Form 10BD (no 80G asked, or never paid) carry no tax duty either.
    const mine = or(eq(donations.userId, me.userId), sql`lower(${donations.email}) = ${email}`);
    await tx
      .update(donations)
      .set({ wallDisplay: 'hidden', updatedAt: sql`now()` })
      .where(mine);
    await tx
      .update(donations)
      .set({ name: ERASED_NAME, email: erasedEmail(me.userId), phone: '', address: '', pan: null, panHash: null })
      .where(
        and(
          mine,
          or(eq(donations.eligible80g, false), isNull(donations.paidAt)),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(donationReceipts)
              .where(eq(donationReceipts.donationId, donations.id)),
          ),
        ),
      );
    await tx
      .update(couponUsages)
      .set({ email: erasedEmail(me.userId) })
      .where(eq(couponUsages.userId, me.userId));
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
    await recordAudit(tx, me, { action: 'account.erased', entityType: 'user', entityId: me.userId, ip: me.ip });
  });
}
