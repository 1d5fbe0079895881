import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { invoices, orderItems, orders } from '@/db/schema';
import { fail } from '@/lib/domain/errors';
import { requireSignedIn, type Caller } from '@/lib/server/accounts';
import { verifySignedPath, formatDocumentNumber, nextDocumentNumber, signedUrl } from '@/lib/server/platform';
import { mayRead } from './read';
import { renderInvoicePdf } from './invoice-pdf';

const invoicePdfPath = (orderId: number) => `/api/invoices/${orderId}/pdf`;

type InvoiceRow = typeof invoices.$inferSelect;

async function orderFor(caller: Caller, orderId: number) {
  requireSignedIn(caller);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw fail('order.not_found');
  if (!mayRead(caller, order)) throw fail('invoice.cannot_view');
  return order;
}

/**
 * The order's invoice, issued on first request with the next number of the financial year (one upsert in
 * the issuing transaction: no duplicates, no gaps). Online orders get one once paid; COD orders at once.
 */
export async function issueInvoice(caller: Caller, orderId: number): Promise<InvoiceRow> {
  const order = await orderFor(caller, orderId);
  const db = await getDb();
  const [existing] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (existing) return existing;
  if (order.status === 'cancelled') throw fail('invoice.cancelled_order');
  if (order.paymentMethod !== 'cod' && order.paymentStatus === 'pending') throw fail('invoice.not_paid');
  if (order.paymentStatus === 'failed') throw fail('invoice.not_paid');
  return db
    .transaction(async (tx) => {
      const { financialYear, sequence } = await nextDocumentNumber(tx, 'invoice');
      const [row] = await tx
        .insert(invoices)
        .values({ orderId: order.id, invoiceNumber: formatDocumentNumber('INV', financialYear, sequence), financialYear, sequence })
        .onConflictDoNothing({ target: invoices.orderId })
        .returning();
      if (row) return row;
      // Another request issued it meanwhile: ours rolls back (and its number with it).
      throw Object.assign(new Error('invoice raced'), { code: 'RACED' });
    })
    .catch(async (error) => {
      if ((error as { code?: string }).code !== 'RACED') throw error;
      const [row] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
      return row;
    });
}

export function invoiceWire(inv: InvoiceRow) {
  const downloadUrl = signedUrl(invoicePdfPath(inv.orderId));
  return {
    id: inv.id,
    order_id: inv.orderId,
    invoice_number: inv.invoiceNumber,
    financial_year: inv.financialYear,
    issued_at: inv.issuedAt.toISOString(),
    download_url: downloadUrl,
    url: downloadUrl,
  };
}

/**
 * The PDF for anyone holding a signed link (the signature stood in for the owner check when the link was
 * made, so no session is needed: a PDF opened in a new tab carries no bearer header).
 */
export async function invoicePdf(
  _caller: Caller,
  orderId: number,
  link: { exp: string | null; sig: string | null },
): Promise<{ bytes: Uint8Array; filename: string }> {
  if (!verifySignedPath(invoicePdfPath(orderId), link.exp, link.sig)) throw fail('invoice.link_expired');
  const db = await getDb();
  const [row] = await db
    .select({ inv: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.orderId, orderId));
  if (!row) throw fail('invoice.not_found');
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const bytes = await renderInvoicePdf(row.order, items, { invoiceNumber: row.inv.invoiceNumber, issuedAt: row.inv.issuedAt });
  return { bytes, filename: `${row.inv.invoiceNumber.replace(/\//g, '-')}.pdf` };
}
