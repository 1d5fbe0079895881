import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { donations } from '@/db/schema';

// Test money is not money (DESIGN.md §5): a donation taken by the payment sandbox is never counted, listed on
// the wall or reported to the tax department. Every figure and export about donations filters with this one
// rule: the dashboard, the wall and its stats, the home page's counters, Form 10BD.

/** Paid donations outside the sandbox (offline ones have no mode and count). */
export const countedDonations: SQL = sql`(${donations.status} = 'paid' and coalesce(${donations.mode}, 'live') <> 'sandbox')`;

/** When a donation's money came in. */
export const donationPaidAt: SQL = sql`coalesce(${donations.paidAt}, ${donations.createdAt})`;

/** A donation's own mode, for its documents: a sandbox gift's receipt says TEST. */
export const isTestDonation = (d: { mode: 'live' | 'sandbox' | null }) => d.mode === 'sandbox';
