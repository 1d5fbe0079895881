import 'server-only';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '@/db';
import { creditNotes, invoices, orders } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { formatIstDate, istDayRange } from '@/lib/domain/dates';
import { indianStateByCode } from '@/lib/domain/india-states';
import { paiseToDecimalString } from '@/lib/domain/money';
import type { PaymentMethod } from '@/lib/domain/order-status';
import type { SalesRegisterQuery } from '@/lib/domain/validation/back-office-query';
import { requireRole, type Caller } from '@/lib/server/accounts';
import { csvPieces, keysetBatches, mapBatches } from '@/lib/server/platform';

// The orders export for the accounts: the GST sales register of a date range (docs/tax.md). One row per GST
// document issued in the range (India's days, by the document's date): every invoice, then every credit note as
// its own row with negative amounts, so each column's sum is the period's net. Test money (sandbox: TINV/TCN) is
// never in the register. Streamed in batches: any range holds one batch in memory.

const SALES_REGISTER_HEADER = [
  'Document type',
  'Document number',
  'Document date',
  'Against invoice',
  'Order number',
  'Buyer',
  'Buyer GSTIN',
  'Place of supply',
  'State code',
  'Taxable value (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Total (INR)',
  'Payment method',
  'Order status',
] as const;

const BATCH = 1000;

const orderColumns = {
  orderNumber: orders.orderNumber,
  buyer: orders.shippingName,
  buyerGstin: orders.buyerGstin,
  placeOfSupply: orders.placeOfSupply,
  shippingState: orders.shippingState,
  paymentMethod: orders.paymentMethod,
  status: orders.status,
};

type OrderFacts = {
  orderNumber: string;
  buyer: string;
  buyerGstin: string | null;
  placeOfSupply: string | null;
  shippingState: string;
  paymentMethod: PaymentMethod;
  status: string;
};

const money = (paise: number) => paiseToDecimalString(paise);
const interState = (placeOfSupply: string | null) => placeOfSupply != null && placeOfSupply !== foundation.gstStateCode;

/** The order's facts every row repeats: the buyer, where the supply goes (the code's state, else as typed), payment, status. */
function orderCells(o: OrderFacts) {
  const state = indianStateByCode(o.placeOfSupply);
  return {
    who: [o.orderNumber, o.buyer, o.buyerGstin ?? ''],
    where: [state?.name ?? o.shippingState, o.placeOfSupply ?? ''],
    how: [o.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online (Easebuzz)', o.status],
  };
}

export async function salesRegisterCsv(caller: Caller, q: SalesRegisterQuery): Promise<AsyncIterable<string>> {
  requireRole(caller, 'admin');
  const db = await getDb();
  const days = istDayRange(q.from, q.to);
  const inRange = (column: AnyPgColumn) => and(gte(column, days.from!), lt(column, days.to!));

  const invoiceBatch = (last: { id: number } | null, size: number) =>
    db
      .select({
        id: invoices.id,
        number: invoices.invoiceNumber,
        issuedAt: invoices.issuedAt,
        totalPaise: orders.totalPaise,
        taxPaise: sql<number>`${orders.taxPaise} + coalesce(${orders.chargesTaxPaise}, 0)`.mapWith(Number),
        ...orderColumns,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(
        and(
          inRange(invoices.issuedAt),
          eq(invoices.test, false),
          last ? sql`(${invoices.issuedAt}, ${invoices.id}) > (select created_at, id from invoices where id = ${last.id})` : undefined,
        ),
      )
      .orderBy(asc(invoices.issuedAt), asc(invoices.id))
      .limit(size);

  const creditNoteBatch = (last: { id: number } | null, size: number) =>
    db
      .select({
        id: creditNotes.id,
        number: creditNotes.creditNoteNumber,
        issuedAt: creditNotes.issuedAt,
        against: invoices.invoiceNumber,
        amountPaise: creditNotes.amountPaise,
        taxPaise: creditNotes.taxPaise,
        cgstPaise: creditNotes.cgstPaise,
        sgstPaise: creditNotes.sgstPaise,
        igstPaise: creditNotes.igstPaise,
        ...orderColumns,
      })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(
        and(
          inRange(creditNotes.issuedAt),
          eq(creditNotes.test, false),
          last
            ? sql`(${creditNotes.issuedAt}, ${creditNotes.id}) > (select created_at, id from credit_notes where id = ${last.id})`
            : undefined,
        ),
      )
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id))
      .limit(size);

  const invoiceRows = mapBatches(keysetBatches(invoiceBatch, BATCH), (r) => {
    const c = orderCells(r);
    // Split as the invoice prints it: CGST + SGST (the odd paisa to CGST) inside the foundation's state, else IGST.
    const cgst = interState(r.placeOfSupply) ? 0 : Math.ceil(r.taxPaise / 2);
    const igst = interState(r.placeOfSupply) ? r.taxPaise : 0;
    const sgst = r.taxPaise - cgst - igst;
    return [
      'Invoice',
      r.number,
      formatIstDate(r.issuedAt),
      '',
      ...c.who,
      ...c.where,
      money(r.totalPaise - r.taxPaise),
      money(cgst),
      money(sgst),
      money(igst),
      money(r.totalPaise),
      ...c.how,
    ];
  });
  const creditNoteRows = mapBatches(keysetBatches(creditNoteBatch, BATCH), (r) => {
    const c = orderCells(r);
    return [
      'Credit note',
      r.number,
      formatIstDate(r.issuedAt),
      r.against,
      ...c.who,
      ...c.where,
      money(-(r.amountPaise - r.taxPaise)),
      money(-r.cgstPaise),
      money(-r.sgstPaise),
      money(-r.igstPaise),
      money(-r.amountPaise),
      ...c.how,
    ];
  });
  return csvPieces(SALES_REGISTER_HEADER, concat(invoiceRows, creditNoteRows));
}

async function* concat<T>(...parts: AsyncIterable<T>[]): AsyncGenerator<T> {
  for (const part of parts) yield* part;
}
