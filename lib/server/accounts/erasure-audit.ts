import 'server-only';
import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '@/db';
import { auditLog } from '@/db/schema';
import { containsPattern } from '@/lib/server/platform';

const ERASED_VALUE = '[erased]';

/**
 * The audit log keeps who did what, but its before/after values may hold the person's details (an admin's edit
 * of their order, an offline gift recorded for them). Each string value equal to one of their values (name,
 * phone, address, e-mail; any case), or containing their e-mail or PAN, becomes "[erased]". Matching is by value:
 * the same name in someone else's entry goes too (the foundation should confirm this is acceptable).
 * Answers how many entries changed.
 */
export async function eraseAuditValues(tx: Tx, values: { exact: string[]; contained: string[] }): Promise<number> {
  const all = [...new Set([...values.exact, ...values.contained])];
  if (!all.length) return 0;
  const mentions = or(
    ...all.map((v) => sql`(${auditLog.before}::text ilike ${containsPattern(v)} or ${auditLog.after}::text ilike ${containsPattern(v)})`),
  );
  const candidates = await tx.select({ id: auditLog.id, before: auditLog.before, after: auditLog.after }).from(auditLog).where(mentions);
  const exact = new Set(values.exact);
  const erase = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const v = value.trim().toLowerCase();
      return exact.has(v) || values.contained.some((c) => v.includes(c)) ? ERASED_VALUE : value;
    }
    if (Array.isArray(value)) return value.map(erase);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, erase(v)]));
    return value;
  };
  let changed = 0;
  for (const row of candidates) {
    const before = erase(row.before);
    const after = erase(row.after);
    if (JSON.stringify(before) === JSON.stringify(row.before) && JSON.stringify(after) === JSON.stringify(row.after)) continue;
    await tx.update(auditLog).set({ before, after }).where(eq(auditLog.id, row.id));
    changed++;
  }
  return changed;
}
