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

/**
 * A GST document's number (invoices, credit notes): "INV/2627/000042", 15 characters. GST rule 46 allows at
 * most 16 (letters, digits, '-' and '/'), unique in the financial year; the year is written "2627" (2026-27).
 * The test series' "TINV/2627/000042" has 16. Refuses a sequence past 999999 rather than go to 17.
 */
export function formatGstDocumentNumber(prefix: string, fy: string, sequence: number): string {
  if (sequence > 999_999) throw new Error(`${prefix} series of ${fy} is full`);
  const number = `${prefix}/${fy.slice(2, 4)}${fy.slice(5, 7)}/${String(sequence).padStart(6, '0')}`;
  if (number.length > 16 || !/^[A-Z0-9/-]+$/.test(number)) throw new Error(`GST document number ${number} breaks rule 46`);
  return number;
}
