import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { getDb } from '@/db';
import { creditNotes, invoices } from '@/db/schema';
import { paiseToRupees } from '@/lib/domain/money';
import type { WireCreditNote } from '@/lib/domain/wire/orders';
import { signedUrl } from '@/lib/server/platform';

// Where an order's stored GST documents are served (signed, short-lived links) and how order answers name them.

export const invoicePdfPath = (orderId: number) => `/api/invoices/${orderId}/pdf`;
export const creditNotePdfPath = (id: number) => `/api/credit-notes/${id}/pdf`;

export type OrderDocuments = {
  invoice_number: string | null;
  credit_notes: WireCreditNote[];
};

/** The invoice number and credit notes of each order, for order answers (one query each, any number of orders). */
export async function documentsOf(orderIds: number[]): Promise<Map<number, OrderDocuments>> {
  const out = new Map<number, OrderDocuments>(orderIds.map((id) => [id, { invoice_number: null, credit_notes: [] }]));
  if (orderIds.length === 0) return out;
  const db = await getDb();
  const [invs, notes] = await Promise.all([
    db.select().from(invoices).where(inArray(invoices.orderId, orderIds)),
    db.select().from(creditNotes).where(inArray(creditNotes.orderId, orderIds)).orderBy(asc(creditNotes.id)),
  ]);
  for (const inv of invs) {
    out.get(inv.orderId)!.invoice_number = inv.invoiceNumber;
  }
  for (const n of notes) {
    out.get(n.orderId)!.credit_notes.push({
      number: n.creditNoteNumber,
      amount: paiseToRupees(n.amountPaise),
      issued_at: n.issuedAt.toISOString(),
      download_url: signedUrl(creditNotePdfPath(n.id)),
    });
  }
  return out;
}
