import 'server-only';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { apiTokens, donations, donationSubscriptions, orderItems, orders, users, userSessions } from '@/db/schema';
import { openPan } from '@/lib/server/platform';
import type { Caller } from './caller';
import { requireSignedIn } from './guards';
import { toWireUser } from './users';

// The person's rights over their data (DPDP Act; issue 35, item 5): everything the site holds about them as
// one JSON document, and erasure. Erasure removes or anonymises personal fields everywhere except the records
// tax law makes the foundation keep: invoiced orders (GST: invoices and their orders, 72 months) and gifts with
// an 80G receipt or a Form 10BD row (Income-tax Act: receipts and 10BD data, with PAN, name and address).
// Erasure is in erasure.ts.

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
