import 'server-only';
import { and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { donations } from '@/db/schema';
import { financialYearRange, istDayRange } from '@/lib/domain/dates';
import type { DonationListQuery } from '@/lib/domain/validation/donations';
import { PAN_PATTERN } from '@/lib/domain/donations';
import { atTime, containsPattern, panHash } from '@/lib/server/platform';

/** The admin filters of the donation list and its CSV export. */
export function donationFilters(q: Partial<DonationListQuery>): SQL | undefined {
  const where: SQL[] = [];
  if (q.status && q.status !== 'all') where.push(eq(donations.status, q.status));
  if (q.cause && q.cause !== 'ALL') where.push(eq(donations.causeCode, q.cause));
  if (q.frequency && q.frequency !== 'all') where.push(eq(donations.frequency, q.frequency));
  if (q.want80G !== undefined) where.push(eq(donations.want80g, q.want80G));
  // Inclusive India days: To 20/11 takes in all of 20/11 IST.
  const days = istDayRange(q.from, q.to);
  if (days.from) where.push(gte(donations.createdAt, days.from));
  if (days.to) where.push(lt(donations.createdAt, days.to));
  if (q.fy) {
    const { start, end } = financialYearRange(q.fy);
    const paidOrCreated = sql`coalesce(${donations.paidAt}, ${donations.createdAt})`;
    where.push(gte(paidOrCreated, atTime(start)), lt(paidOrCreated, atTime(end)));
  }
  if (q.search) {
    const like = containsPattern(q.search);
    // A PAN is found by its exact value only (its keyed hash); parts of one find nothing.
    const pan = q.search.trim().toUpperCase();
    const byPan = PAN_PATTERN.test(pan) ? [eq(donations.panHash, panHash(pan)!)] : [];
    where.push(or(ilike(donations.name, like), ilike(donations.email, like), ilike(donations.phone, like), ...byPan)!);
  }
  return where.length ? and(...where) : undefined;
}
