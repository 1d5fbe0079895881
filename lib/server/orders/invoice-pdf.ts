import 'server-only';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { foundation, foundationAddressLine } from '@/lib/config/foundation';
import { amountInWords } from '@/lib/domain/amount-in-words';
import { lineCgst } from '@/lib/domain/credit-notes';
import { formatIstDate } from '@/lib/domain/dates';
import { indianStateByCode } from '@/lib/domain/india-states';
import { formatInr } from '@/lib/domain/money';
import { A4, drawText, newPdf, textWidth, wrapText, type PdfFonts } from '@/lib/server/pdf';
import type { OrderRow } from './wire';

/** One row of the goods table: what was supplied (invoice) or what is credited (credit note). */
type GstDocumentLine = {
  name: string;
  hsn: string | null;
  quantity: number | null;
  unitPricePaise: number | null;
  gstRate: number | null;
  taxablePaise: number;
  taxPaise: number | null;
};

/** Everything a GST invoice or credit note prints; the numbers are worked out by the caller and stored as drawn. */
export type GstDocument = {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: Date;
  test: boolean;
  order: OrderRow;
  lines: GstDocumentLine[];
  /** Shipping + COD fee (GST-inclusive): their value without the tax, the tax, the rate. */
  charges: { netPaise: number; taxPaise: number; rate: number | null } | null;
  /** The document's total (invoice: the order's total; credit note: the amount credited). */
  totalPaise: number;
  /** A credit note names the invoice it reduces, and why. */
  against?: { invoiceNumber: string; invoiceDate: Date; reason: string };
};

const M = 40;
const W = A4.width - 2 * M;
const grey = rgb(0.35, 0.35, 0.35);
const red = rgb(0.75, 0.1, 0.1);

/** Lines that fit the width; a word longer than the width is broken inside it, so nothing is ever cut off. */
function fit(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const line of wrapText(text, font, size, width)) {
    let rest = line;
    while (textWidth(font, rest, size) > width && rest.length > 1) {
      let n = rest.length - 1;
      while (n > 1 && textWidth(font, rest.slice(0, n), size) > width) n--;
      out.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    out.push(rest);
  }
  return out;
}

class Pen {
  page: PDFPage;
  y = A4.height - M;
  constructor(
    private doc: PDFDocument,
    readonly fonts: PdfFonts,
    private test: boolean,
  ) {
    this.page = this.newPage();
  }
  private newPage() {
    const page = this.doc.addPage([A4.width, A4.height]);
    if (this.test) {
      drawText(page, 'TEST', { x: 150, y: 300, size: 160, font: this.fonts.bold, color: rgb(0.85, 0.2, 0.2), opacity: 0.18 });
    }
    drawText(page, 'This is a computer-generated document and needs no signature.', {
      x: M,
      y: 24,
      size: 7,
      font: this.fonts.regular,
      color: grey,
    });
    return page;
  }
  /** Room for `h` points more, or a new page. */
  need(h: number) {
    if (this.y - h < 50) {
      this.page = this.newPage();
      this.y = A4.height - M;
    }
  }
  font(bold?: boolean) {
    return bold ? this.fonts.bold : this.fonts.regular;
  }
  /** Wrapped text in a box at x of the width; returns the lines' height (the pen does not move). */
  box(text: string, x: number, width: number, opts: { size?: number; bold?: boolean; align?: 'left' | 'right'; color?: typeof grey } = {}) {
    const size = opts.size ?? 9;
    const font = this.font(opts.bold);
    const lines = fit(text, font, size, width);
    lines.forEach((line, i) => {
      const dx = opts.align === 'right' ? width - textWidth(font, line, size) : 0;
      drawText(this.page, line, { x: x + dx, y: this.y - size - i * (size + 3), size, font, color: opts.color ?? rgb(0, 0, 0) });
    });
    return lines.length * (size + 3);
  }
  /** A full-width paragraph; the pen moves below it. */
  para(text: string, opts: { size?: number; bold?: boolean; color?: typeof grey; gap?: number } = {}) {
    this.need((opts.size ?? 9) + 4);
    this.y -= this.box(text, M, W, opts) + (opts.gap ?? 2);
  }
  rule() {
    this.page.drawLine({ start: { x: M, y: this.y }, end: { x: A4.width - M, y: this.y }, thickness: 0.5, color: grey });
    this.y -= 4;
  }
}

const chargesLabel = (o: OrderRow) =>
  o.shippingPaise && o.codFeePaise ? 'Shipping and COD fee' : o.shippingPaise ? 'Shipping' : 'Cash on delivery fee';
const pct = (rate: number | null) => (rate == null ? '-' : `${rate}%`);
const money = (paise: number | null) => (paise == null ? '-' : formatInr(paise));

function addressLines(o: OrderRow, who: 'bill' | 'ship'): string[] {
  const b = who === 'bill' && o.billingAddress;
  const state = b ? o.billingState : o.shippingState;
  return [
    (b ? o.billingName : null) ?? o.shippingName,
    (b ? o.billingAddress : null) ?? o.shippingAddress,
    `${(b ? o.billingCity : null) ?? o.shippingCity}, ${state ?? o.shippingState} ${(b ? o.billingPostalCode : null) ?? o.shippingPostalCode}`,
    (b ? o.billingCountry : null) ?? o.shippingCountry,
    ...(who === 'bill' ? [o.billingEmail ?? o.shippingEmail, o.billingPhone ?? o.shippingPhone] : []),
  ];
}

/**
 * A GST tax invoice or credit note (rule 46 / rule 53): the supplier and its GSTIN, the number (at most 16
 * characters) and date, the buyer (and GSTIN when a business), the place of supply with its state code, per line
 * the HSN, quantity, unit, rate, taxable value and CGST + SGST or IGST with rates and amounts, the totals and the
 * amount in words. The document stays English (its labels are the law's); the buyer's own text prints as typed.
 */
export async function renderGstDocument(d: GstDocument): Promise<Uint8Array> {
  const invoice = d.kind === 'invoice';
  const title = `${d.test ? 'TEST ' : ''}${invoice ? 'TAX INVOICE' : 'CREDIT NOTE'}`;
  const { doc, fonts } = await newPdf(`${invoice ? 'Tax invoice' : 'Credit note'} ${d.number}`);
  const pen = new Pen(doc, fonts, d.test);
  const o = d.order;
  const state = indianStateByCode(o.placeOfSupply);
  const interState = o.placeOfSupply != null && o.placeOfSupply !== foundation.gstStateCode;

  if (d.test) {
    pen.para('TEST DOCUMENT: issued for a payment made in the payment sandbox. No money was received; not valid for GST.', {
      bold: true,
      color: red,
      gap: 6,
    });
  }
  const top = pen.y;
  pen.box(title, M, W, { size: 14, bold: true, align: 'right' });
  pen.y -= pen.box(foundation.legalName, M, W - 160, { size: 13, bold: true }) + 2;
  pen.para(foundationAddressLine(), { color: grey });
  pen.para(`GSTIN ${foundation.gstin} · State ${foundation.address.state} (${foundation.gstStateCode}) · PAN ${foundation.pan}`, {
    color: grey,
  });
  pen.para(foundation.email, { color: grey, gap: 10 });
  pen.y = Math.min(pen.y, top - 60);

  const half = W / 2 - 10;
  const left = [
    `${invoice ? 'Invoice' : 'Credit note'} no.: ${d.number}`,
    `${invoice ? 'Invoice' : 'Credit note'} date: ${formatIstDate(d.issuedAt)}`,
    ...(d.against
      ? [`Against invoice: ${d.against.invoiceNumber} dated ${formatIstDate(d.against.invoiceDate)}`, `Reason: ${d.against.reason}`]
      : []),
  ];
  const right = [
    `Order no.: ${o.orderNumber} (${formatIstDate(o.createdAt)})`,
    `Place of supply: ${state ? `${state.name} (${state.code})` : o.shippingState}`,
    'Tax payable on reverse charge: No',
    `Payment: ${o.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online (Easebuzz)'}`,
  ];
  const columns = (l: string[], r: string[], boldFirst: boolean) => {
    const top = pen.y;
    let yl = top;
    l.forEach((s, i) => {
      pen.y = yl;
      yl -= pen.box(s, M, half, { bold: boldFirst && i === 0 });
    });
    let yr = top;
    r.forEach((s, i) => {
      pen.y = yr;
      yr -= pen.box(s, M + W / 2, half, { bold: boldFirst && i === 0 });
    });
    pen.y = Math.min(yl, yr) - 12;
  };
  columns(left, right, true);

  // Buyer and consignee: every line wrapped in full.
  pen.need(80);
  const bill = ['Bill to (recipient)', ...addressLines(o, 'bill'), ...(o.buyerGstin ? [`GSTIN: ${o.buyerGstin}`] : [])];
  const ship = ['Ship to (consignee)', ...addressLines(o, 'ship')];
  columns(bill, ship, true);

  // The goods: per line HSN, quantity, unit, rate, taxable value and the tax split.
  const taxCols = interState
    ? [{ label: 'IGST', w: 84 }]
    : [
        { label: 'CGST', w: 62 },
        { label: 'SGST', w: 62 },
      ];
  const fixed = [
    { label: 'HSN', w: 42 },
    { label: 'Qty', w: 26 },
    { label: 'Unit', w: 26 },
    { label: 'Rate', w: 54 },
    { label: 'Taxable value', w: 62 },
    ...taxCols,
    { label: 'Total', w: 60 },
  ];
  const itemW = W - fixed.reduce((s, c) => s + c.w, 0) - 4 * (fixed.length + 1);
  const cols = [{ label: '#  Item', w: itemW }, ...fixed];
  const xs: number[] = [];
  cols.reduce((x, c) => (xs.push(x), x + c.w + 4), M);
  const row = (cells: string[][], bold = false) => {
    const heights = cells.map((lines, i) => lines.reduce((h, s) => h + fit(s, pen.font(bold), 8, cols[i].w).length * 11, 0));
    const h = Math.max(...heights);
    pen.need(h + 4);
    cells.forEach((lines, i) => {
      const saved = pen.y;
      for (const s of lines) pen.y -= pen.box(s, xs[i], cols[i].w, { size: 8, bold, align: i === 0 ? 'left' : 'right' });
      pen.y = saved;
    });
    pen.y -= h + 3;
  };
  pen.rule();
  row(
    cols.map((c) => [c.label]),
    true,
  );
  pen.rule();
  const taxes = d.lines.map((l) => l.taxPaise ?? 0);
  const chargesTax = d.charges?.taxPaise ?? 0;
  const allTax = taxes.reduce((s, t) => s + t, 0) + chargesTax;
  const cgstTotal = interState ? 0 : Math.ceil(allTax / 2);
  const cgsts = lineCgst([...taxes, chargesTax], cgstTotal);
  const split = (i: number, tax: number | null, rate: number | null) =>
    interState
      ? [[pct(rate), money(tax)]]
      : [
          [pct(rate == null ? null : rate / 2), money(tax == null ? null : cgsts[i])],
          [pct(rate == null ? null : rate / 2), money(tax == null ? null : tax - cgsts[i])],
        ];
  d.lines.forEach((l, i) => {
    row([
      [`${i + 1}. ${l.name}`],
      [l.hsn ?? '-'],
      [l.quantity == null ? '-' : String(l.quantity)],
      [l.quantity == null ? '-' : 'NOS'],
      [money(l.unitPricePaise)],
      [money(l.taxablePaise)],
      ...split(i, l.taxPaise, l.gstRate),
      [money(l.taxablePaise + (l.taxPaise ?? 0))],
    ]);
  });
  if (d.charges && d.charges.netPaise + d.charges.taxPaise > 0) {
    const c = d.charges;
    row([
      [`${d.lines.length + 1}. ${chargesLabel(o)} (GST-inclusive, at the main supply's rate)`],
      ['-'],
      ['-'],
      ['-'],
      ['-'],
      [money(c.netPaise)],
      ...split(d.lines.length, c.taxPaise, c.rate),
      [money(c.netPaise + c.taxPaise)],
    ]);
  }
  pen.rule();
  const taxable = d.lines.reduce((s, l) => s + l.taxablePaise, 0) + (d.charges?.netPaise ?? 0);
  const totals: [string, string][] = [
    ['Total taxable value', formatInr(taxable)],
    ...(interState
      ? [['IGST', formatInr(allTax)] as [string, string]]
      : [['CGST', formatInr(cgstTotal)] as [string, string], ['SGST', formatInr(allTax - cgstTotal)] as [string, string]]),
    ...(invoice && o.discountPaise
      ? [
          [`Discount${o.couponCode ? ` (${o.couponCode})` : ''}, already taken off the taxable values`, formatInr(o.discountPaise)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  for (const [label, value] of totals) {
    pen.need(14);
    pen.box(label, M, W - 110, { align: 'right' });
    pen.box(value, A4.width - M - 100, 100, { align: 'right' });
    pen.y -= 13;
  }
  pen.need(20);
  pen.y -= 4;
  pen.box(invoice ? 'Invoice total' : 'Amount credited', M, W - 110, { size: 11, bold: true, align: 'right' });
  pen.box(formatInr(d.totalPaise), A4.width - M - 100, 100, { size: 11, bold: true, align: 'right' });
  pen.y -= 20;
  pen.para(`Amount in words: ${amountInWords(d.totalPaise)}`, { gap: 24 });
  pen.para(`For ${foundation.name}`);
  pen.y -= 20;
  pen.para(foundation.signatory, { bold: true });
  return doc.save();
}
