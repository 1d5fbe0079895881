import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { numberSequences } from '@/db/schema';
import { financialYear } from '@/lib/domain/dates';

/**
 * The next number of a document kind within the financial year of `at` (invoices, 80G receipts):
 * one upsert, so concurrent callers never get the same number; call it inside the issuing transaction
 * so a rolled-back document leaves no gap.
 */
export async function nextDocumentNumber(db: DbOrTx, kind: string, at = new Date()): Promise<{ financialYear: string; sequence: number }> {
  const fy = financialYear(at);
  const [row] = await db
    .insert(numberSequences)
    .values({ kind, financialYear: fy, lastValue: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.kind, numberSequences.financialYear],
      set: { lastValue: sql`${numberSequences.lastValue} + 1` },
    })
    .returning({ lastValue: numberSequences.lastValue });
  return { financialYear: fy, sequence: row.lastValue };
}

/** "INV/2026-27/000042" */
export function formatDocumentNumber(prefix: string, fy: string, sequence: number): string {
  return `${prefix}/${fy}/${String(sequence).padStart(6, '0')}`;
}
