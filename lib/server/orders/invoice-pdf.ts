import 'server-only';
import { rgb, type PDFPage } from 'pdf-lib';
import { foundation, foundationAddressLine } from '@/lib/config/foundation';
import { amountInWords } from '@/lib/domain/amount-in-words';
import { formatIstDate } from '@/lib/domain/dates';
import { formatInr } from '@/lib/domain/money';
import { GST_PERCENT } from '@/lib/domain/pricing';
import { A4, drawText, newPdf, textWidth, type PdfFonts } from '@/lib/server/pdf';
import type { OrderItemRow, OrderRow } from './wire';

type InvoiceInfo = { invoiceNumber: string; issuedAt: Date };
const M = 48;
const grey = rgb(0.35, 0.35, 0.35);

/** The tax invoice: foundation details, number unique in its financial year, items, GST, charges, total in words. */
export async function renderInvoicePdf(order: OrderRow, items: OrderItemRow[], inv: InvoiceInfo): Promise<Uint8Array> {
  const { doc, fonts } = await newPdf(`Tax invoice ${inv.invoiceNumber}`);
  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - M;
  const text = (s: string, x: number, size = 10, bold = false, color = rgb(0, 0, 0)) =>
    drawText(page, s, { x, y, size, font: bold ? fonts.bold : fonts.regular, color });
  const right = (s: string, xRight: number, size = 10, bold = false) => text(s, xRight - width(fonts, s, size, bold), size, bold);
  const line = () => page.drawLine({ start: { x: M, y: y + 4 }, end: { x: A4.width - M, y: y + 4 }, thickness: 0.5, color: grey });

  text(foundation.legalName, M, 14, true);
  right('TAX INVOICE', A4.width - M, 14, true);
  y -= 16;
  text(foundationAddressLine(), M, 9, false, grey);
  y -= 12;
  text(`GSTIN ${foundation.gstin} · PAN ${foundation.pan} · ${foundation.email}`, M, 9, false, grey);
  y -= 28;
  text(`Invoice no.: ${inv.invoiceNumber}`, M, 10, true);
  right(`Invoice date: ${formatIstDate(inv.issuedAt)}`, A4.width - M);
  y -= 14;
  text(`Order no.: ${order.orderNumber}`, M);
  right(`Order date: ${formatIstDate(order.createdAt)}`, A4.width - M);
  y -= 14;
  text(`Payment: ${order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online (Easebuzz)'} · ${order.paymentStatus}`, M);
  y -= 26;
  text('Bill to', M, 10, true);
  text('Ship to', A4.width / 2, 10, true);
  const billTo = [
    order.billingName ?? order.shippingName,
    order.billingAddress ?? order.shippingAddress,
    `${order.billingCity ?? order.shippingCity}, ${order.billingState ?? order.shippingState} ${order.billingPostalCode ?? order.shippingPostalCode}`,
    order.billingEmail ?? order.shippingEmail,
    order.billingPhone ?? order.shippingPhone,
  ];
  const shipTo = [
    order.shippingName,
    order.shippingAddress,
    `${order.shippingCity}, ${order.shippingState} ${order.shippingPostalCode}`,
    order.shippingCountry,
  ];
  for (let i = 0; i < Math.max(billTo.length, shipTo.length); i++) {
    y -= 13;
    if (billTo[i]) text(clip(billTo[i], 48), M, 9);
    if (shipTo[i]) text(clip(shipTo[i], 48), A4.width / 2, 9);
  }
  y -= 28;
  const cols = { item: M, qty: 340, unit: 430, total: A4.width - M };
  text('Item', cols.item, 9, true);
  right('Qty', cols.qty, 9, true);
  right('Unit price', cols.unit, 9, true);
  right('Amount', cols.total, 9, true);
  y -= 6;
  line();
  for (const item of items) {
    y -= 14;
    if (y < 160) {
      page = doc.addPage([A4.width, A4.height]);
      y = A4.height - M;
    }
    text(clip(item.productName + (item.sku ? ` (${item.sku})` : ''), 55), cols.item, 9);
    right(String(item.quantity), cols.qty, 9);
    right(formatInr(item.unitPricePaise), cols.unit, 9);
    right(formatInr(item.totalPaise), cols.total, 9);
  }
  y -= 8;
  line();
  const rows: [string, string][] = [
    ['Subtotal', formatInr(order.subtotalPaise)],
    ['Shipping', order.shippingPaise ? formatInr(order.shippingPaise) : 'Free'],
    [`GST (${GST_PERCENT}%)`, formatInr(order.taxPaise)],
    ...(order.codFeePaise ? [['Cash on delivery fee', formatInr(order.codFeePaise)] as [string, string]] : []),
    ...(order.discountPaise
      ? [[`Discount${order.couponCode ? ` (${order.couponCode})` : ''}`, `−${formatInr(order.discountPaise)}`] as [string, string]]
      : []),
  ];
  for (const [label, value] of rows) {
    y -= 14;
    right(label, cols.unit, 9);
    right(value, cols.total, 9);
  }
  y -= 18;
  right('Total', cols.unit, 11, true);
  right(formatInr(order.totalPaise), cols.total, 11, true);
  y -= 22;
  text(`Amount in words: ${amountInWords(order.totalPaise)}`, M, 9);
  y -= 40;
  text(`For ${foundation.name}`, M, 9);
  y -= 28;
  text(foundation.signatory, M, 9, true);
  footer(page, fonts);
  return doc.save();
}

function width(fonts: PdfFonts, s: string, size: number, bold: boolean) {
  return textWidth(bold ? fonts.bold : fonts.regular, s, size);
}

function clip(s: string, max: number) {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

function footer(page: PDFPage, fonts: PdfFonts) {
  drawText(page, 'This is a computer-generated invoice and needs no signature.', {
    x: M,
    y: 36,
    size: 8,
    font: fonts.regular,
    color: grey,
  });
}
