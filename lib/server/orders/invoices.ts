import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { creditNotes, files, invoices, orderItems, orders } from '@/db/schema';
import { creditSplit } from '@/lib/domain/credit-notes';
import { fail } from '@/lib/domain/errors';
import { formatInr } from '@/lib/domain/money';
import { requireSignedIn, type Caller } from '@/lib/server/accounts';
import { storeFile } from '@/lib/server/files';
import { enqueueMail } from '@/lib/server/mail';
import { verifySignedPath, formatGstDocumentNumber, nextDocumentNumber, signedUrl } from '@/lib/server/platform';
import { mailTranslator } from '@/lib/i18n/mail';
import { foundation } from '@/lib/config/foundation';
import { creditNotePdfPath, invoicePdfPath } from './documents';
import { mayRead } from './read';
import { renderGstDocument, type GstDocument } from './invoice-pdf';
import type { OrderItemRow, OrderRow } from './wire';

// GST invoices and credit notes are documents, not views: each is numbered, rendered once when it is issued and
// kept in `files` (db/schema/files.ts storedDocumentColumns); every download serves those bytes. Sandbox money
// takes numbers from its own series (TINV, TCN) and the page says TEST.

type InvoiceRow = typeof invoices.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

const isTestOrder = (o: OrderRow) => o.paymentMode === 'sandbox';
const fileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/** An invoice is due once the money is in (online) or the goods have left (cash on delivery). */
function invoiceDue(o: OrderRow): boolean {
  if (o.status === 'cancelled') return false;
  if (o.paymentMethod === 'cod') return o.status === 'shipped' || o.status === 'delivered' || o.paymentStatus === 'paid';
  return ['paid', 'partially_refunded', 'refunded'].includes(o.paymentStatus);
}

function invoiceLines(items: OrderItemRow[]): GstDocument['lines'] {
  return items.map((i) => ({
    name: i.productName + (i.sku ? ` (${i.sku})` : ''),
    hsn: i.hsnCode,
    quantity: i.quantity,
    unitPricePaise: i.unitPricePaise,
    gstRate: i.gstRate == null ? null : Number(i.gstRate),
    // Orders priced before per-line tax (issue 34) have no per-line figures: the line's value, tax unknown.
    taxablePaise: i.taxablePaise ?? i.totalPaise,
    taxPaise: i.taxPaise,
  }));
}

function charges(o: OrderRow): GstDocument['charges'] {
  const gross = o.shippingPaise + o.codFeePaise;
  const tax = o.chargesTaxPaise ?? 0;
  return gross ? { netPaise: gross - tax, taxPaise: tax, rate: o.supplyGstRate } : null;
}

async function renderInvoice(tx: DbOrTx, o: OrderRow, number: string, issuedAt: Date, test: boolean) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id));
  const bytes = await renderGstDocument({
    kind: 'invoice',
    number,
    issuedAt,
    test,
    order: o,
    lines: invoiceLines(items),
    charges: charges(o),
    totalPaise: o.totalPaise,
  });
  return storeFile(tx, { bytes, mime: 'application/pdf', purpose: 'invoice', originalName: fileName(number) });
}

/**
 * Issues the order's invoice if it is due and has none yet: the next number of its series, the PDF rendered and
 * stored. Runs inside the caller's transaction (payment received, COD order shipped), so the invoice exists
 * exactly when that change does; the order's row lock keeps two callers from issuing twice. Returns the invoice,
 * or null when none is due.
 */
export async function issueInvoiceIn(tx: DbOrTx, orderId: number): Promise<InvoiceRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return null;
  const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (existing) return existing;
  if (!invoiceDue(order)) return null;
  const test = isTestOrder(order);
  const issuedAt = new Date();
  const { financialYear, sequence } = await nextDocumentNumber(tx, test ? 'invoice-test' : 'invoice', issuedAt);
  const invoiceNumber = formatGstDocumentNumber(test ? 'TINV' : 'INV', financialYear, sequence);
  const file = await renderInvoice(tx, order, invoiceNumber, issuedAt, test);
  const [row] = await tx
    .insert(invoices)
    .values({ orderId, invoiceNumber, financialYear, sequence, test, fileId: file.id, issuedAt })
    .returning();
  return row;
}

async function orderFor(caller: Caller, orderId: number) {
  requireSignedIn(caller);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw fail('order.not_found');
  if (!mayRead(caller, order)) throw fail('invoice.cannot_view');
  return order;
}

/**
 * The order's invoice for its owner or staff. Invoices are issued by themselves (payment, shipping); an order
 * from before that whose invoice is due gets it now, once. Not yet due: the reason why.
 */
export async function issueInvoice(caller: Caller, orderId: number): Promise<InvoiceRow> {
  const order = await orderFor(caller, orderId);
  const db = await getDb();
  const row = await db.transaction((tx) => issueInvoiceIn(tx, order.id));
  if (row) return row;
  if (order.status === 'cancelled') throw fail('invoice.cancelled_order');
  if (order.paymentMethod === 'cod') throw fail('invoice.not_shipped');
  throw fail('invoice.not_paid');
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

async function storedBytes(db: DbOrTx, fileId: number | null): Promise<Uint8Array | null> {
  if (fileId == null) return null;
  const [file] = await db.select({ data: files.data }).from(files).where(eq(files.id, fileId));
  return file?.data ?? null;
}

/**
 * The stored PDF for anyone holding a signed link (the signature stood in for the owner check when the link was
 * made, so no session is needed: a PDF opened in a new tab carries no bearer header). An invoice issued before
 * invoices were stored is rendered once now and kept.
 */
export async function invoicePdf(
  _caller: Caller,
  orderId: number,
  link: { exp: string | null; sig: string | null },
): Promise<{ bytes: Uint8Array; filename: string }> {
  if (!verifySignedPath(invoicePdfPath(orderId), link.exp, link.sig)) throw fail('invoice.link_expired');
  const db = await getDb();
  const [inv] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!inv) throw fail('invoice.not_found');
  const bytes =
    (await storedBytes(db, inv.fileId)) ??
    (await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(invoices).where(eq(invoices.id, inv.id)).for('update');
      const kept = await storedBytes(tx, locked.fileId);
      if (kept) return kept;
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      const file = await renderInvoice(tx, order, inv.invoiceNumber, inv.issuedAt, inv.test);
      await tx.update(invoices).set({ fileId: file.id }).where(eq(invoices.id, inv.id));
      return (await storedBytes(tx, file.id))!;
    }));
  return { bytes, filename: fileName(inv.invoiceNumber) };
}

/**
 * A credit note against the order's invoice, in the transaction that cancels or refunds it: `amountPaise` of the
 * invoice (null: whatever the earlier credit notes left), reversed in proportion across its lines, charges and
 * tax split; numbered in its own series, stored, and mailed to the buyer with the PDF. Nothing when the order has
 * no invoice or nothing is left to credit.
 */
export async function issueCreditNoteIn(
  tx: DbOrTx,
  orderId: number,
  amountPaise: number | null,
  reason: string,
  refundId: number | null = null,
): Promise<CreditNoteRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!order || !invoice) return null;
  if (refundId != null) {
    const [done] = await tx.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.refundId, refundId));
    if (done) return null;
  }
  const [{ credited }] = await tx
    .select({ credited: sql<number>`coalesce(sum(${creditNotes.amountPaise}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId));
  const left = order.totalPaise - Number(credited);
  const amount = Math.min(amountPaise ?? left, left);
  if (amount <= 0) return null;

  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const lines = invoiceLines(items);
  const c = charges(order);
  const legacyTax = lines.every((l) => l.taxPaise == null);
  const split = creditSplit(
    {
      // An order from before per-line tax: its tax as one more "line" so the credit still adds up.
      lines: [
        ...lines.map((l) => ({ taxable: l.taxablePaise, tax: l.taxPaise ?? 0 })),
        ...(legacyTax ? [{ taxable: 0, tax: order.taxPaise }] : []),
      ],
      charges: c ? c.netPaise + c.taxPaise : 0,
      chargesTax: c?.taxPaise ?? 0,
    },
    // The invoice's parts add up to its total, except on orders priced before per-line tax (discount not shared).
    amount,
  );
  const interState = order.placeOfSupply != null && order.placeOfSupply !== foundation.gstStateCode;
  const cgst = interState ? 0 : Math.ceil(split.tax / 2);
  const test = invoice.test;
  const issuedAt = new Date();
  const { financialYear, sequence } = await nextDocumentNumber(tx, test ? 'credit-note-test' : 'credit-note', issuedAt);
  const number = formatGstDocumentNumber(test ? 'TCN' : 'CN', financialYear, sequence);
  const bytes = await renderGstDocument({
    kind: 'credit-note',
    number,
    issuedAt,
    test,
    order,
    lines: lines.map((l, i) => ({
      ...l,
      quantity: null,
      unitPricePaise: null,
      taxablePaise: split.lines[i].taxable,
      taxPaise: l.taxPaise == null ? null : split.lines[i].tax,
    })),
    charges: c ? { netPaise: split.chargesNet, taxPaise: split.chargesTax, rate: c.rate } : null,
    totalPaise: amount,
    against: { invoiceNumber: invoice.invoiceNumber, invoiceDate: invoice.issuedAt, reason },
  });
  const file = await storeFile(tx, { bytes, mime: 'application/pdf', purpose: 'credit-note', originalName: fileName(number) });
  const { t } = mailTranslator(order.locale);
  const mailId = await enqueueMail(tx, {
    kind: 'order_credit_note',
    to: order.shippingEmail,
    subject: `${test ? '[TEST] ' : ''}${t('order.creditNoteSubject', { number, order: order.orderNumber })}`,
    text: [
      t('order.greeting', { name: order.shippingName }),
      '',
      t('order.creditNoteText', { number, amount: formatInr(amount), invoice: invoice.invoiceNumber, order: order.orderNumber }),
      t('order.creditNoteReason', { reason }),
      '',
      foundation.name,
    ].join('\n'),
    attachments: [{ filename: fileName(number), contentType: 'application/pdf', contentBase64: Buffer.from(bytes).toString('base64') }],
  });
  const [row] = await tx
    .insert(creditNotes)
    .values({
      orderId,
      invoiceId: invoice.id,
      creditNoteNumber: number,
      financialYear,
      sequence,
      test,
      fileId: file.id,
      issuedAt,
      refundId,
      reason,
      amountPaise: amount,
      taxablePaise: split.taxable,
      taxPaise: split.tax,
      cgstPaise: cgst,
      sgstPaise: interState ? 0 : split.tax - cgst,
      igstPaise: interState ? split.tax : 0,
      mailId,
    })
    .returning();
  return row;
}

/** The stored credit note PDF for the holder of its signed link. */
export async function creditNotePdf(
  _caller: Caller,
  id: number,
  link: { exp: string | null; sig: string | null },
): Promise<{ bytes: Uint8Array; filename: string }> {
  if (!verifySignedPath(creditNotePdfPath(id), link.exp, link.sig)) throw fail('invoice.link_expired');
  const db = await getDb();
  const [note] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
  const bytes = note && (await storedBytes(db, note.fileId));
  if (!note || !bytes) throw fail('invoice.not_found');
  return { bytes, filename: fileName(note.creditNoteNumber) };
}

/** Whether the order has an invoice (the office may then only cancel it, never delete it). */
export async function isInvoiced(orderId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId));
  return Boolean(row);
}
