import 'server-only';
import { rgb, type PDFPage } from 'pdf-lib';
import { foundation, foundationAddressLine } from '@/lib/config/foundation';
import { formatIstDate } from '@/lib/domain/dates';
import { formatInr } from '@/lib/domain/money';
import { A4, drawText, newPdf, textWidth, wrapText, type PdfFonts } from '@/lib/server/pdf';

type StatementGift = { date: Date; receiptNumber: string; cause: string; paymentMode: string; amountPaise: number };

export type StatementData = {
  statementNumber: string;
  financialYear: string;
  issuedAt: Date;
  donorName: string;
  donorEmail: string;
  gifts: StatementGift[];
  test: boolean;
};

const MARGIN = 50;
const WIDTH = A4.width - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.4, 0.4, 0.45);
/** Columns of the gift table: left edges, the amount right-aligned at the margin. */
const COLUMNS = { date: MARGIN, receipt: MARGIN + 70, cause: MARGIN + 200, mode: MARGIN + 345 };
const AMOUNT_RIGHT = A4.width - MARGIN;

const TEST_STATEMENT_NOTICE =
  'TEST STATEMENT: these payments were made in the payment sandbox. No money was received; it is not valid for any tax claim.';

/** A page writer that starts a new page when the next line would run into the bottom margin. */
class Pages {
  page: PDFPage;
  y = A4.height - MARGIN;
  constructor(
    private doc: Awaited<ReturnType<typeof newPdf>>['doc'],
    private fonts: PdfFonts,
    private test: boolean,
  ) {
    this.page = this.addPage();
  }
  private addPage(): PDFPage {
    const page = this.doc.addPage([A4.width, A4.height]);
    if (this.test) drawText(page, 'TEST', { x: 150, y: 300, size: 160, font: this.fonts.bold, color: rgb(0.85, 0.2, 0.2), opacity: 0.18 });
    return page;
  }
  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.addPage();
    this.y = A4.height - MARGIN;
  }
  line(text: string, opts: { size?: number; bold?: boolean; x?: number; width?: number; color?: typeof INK; gap?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    for (const part of wrapText(text, font, size, opts.width ?? WIDTH)) {
      this.room(size + 4);
      drawText(this.page, part, { x: opts.x ?? MARGIN, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= size + 4;
    }
    this.y -= opts.gap ?? 0;
  }
  row(cells: { date: string; receipt: string; cause: string; mode: string; amount: string }, bold = false) {
    const size = 9;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const causeLines = wrapText(cells.cause, font, size, COLUMNS.mode - COLUMNS.cause - 8);
    const height = causeLines.length * (size + 3) + 4;
    this.room(height);
    const y = this.y - size;
    drawText(this.page, cells.date, { x: COLUMNS.date, y, size, font, color: INK });
    drawText(this.page, cells.receipt, { x: COLUMNS.receipt, y, size, font, color: INK });
    causeLines.forEach((text, i) => drawText(this.page, text, { x: COLUMNS.cause, y: y - i * (size + 3), size, font, color: INK }));
    drawText(this.page, cells.mode, { x: COLUMNS.mode, y, size, font, color: INK });
    drawText(this.page, cells.amount, { x: AMOUNT_RIGHT - textWidth(font, cells.amount, size), y, size, font, color: INK });
    this.y -= height;
  }
  rule() {
    this.room(12);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.7,
      color: rgb(0.8, 0.55, 0.2),
    });
    this.y -= 10;
  }
}

/** The yearly statement of donations: every gift of the financial year with its receipt number, and the total. */
export async function renderDonationStatement(s: StatementData): Promise<Uint8Array> {
  const title = `${s.test ? 'TEST ' : ''}Statement of donations, financial year ${s.financialYear}`;
  const { doc, fonts } = await newPdf(`${title} ${s.statementNumber}`);
  const w = new Pages(doc, fonts, s.test);
  if (s.test) w.line(TEST_STATEMENT_NOTICE, { bold: true, color: rgb(0.7, 0.1, 0.1), gap: 6 });
  w.line(foundation.legalName, { size: 16, bold: true });
  w.line(foundationAddressLine());
  w.line(`PAN: ${foundation.pan}   Email: ${foundation.email}`, { gap: 6 });
  w.rule();
  w.line(title, { size: 14, bold: true, gap: 6 });
  w.line(`Statement number: ${s.statementNumber}`);
  w.line(`Date: ${formatIstDate(s.issuedAt)}`);
  w.line(`Period: 01/04/${s.financialYear.slice(0, 4)} to 31/03/${Number(s.financialYear.slice(0, 4)) + 1} (India time)`, { gap: 6 });
  w.line(`Donor: ${s.donorName}`, { bold: true });
  w.line(`Email: ${s.donorEmail}`, { gap: 10 });
  w.row({ date: 'Date', receipt: 'Receipt number', cause: 'Cause', mode: 'Paid by', amount: 'Amount' }, true);
  w.rule();
  for (const g of s.gifts) {
    w.row({ date: formatIstDate(g.date), receipt: g.receiptNumber, cause: g.cause, mode: g.paymentMode, amount: formatInr(g.amountPaise) });
  }
  w.rule();
  const total = s.gifts.reduce((sum, g) => sum + g.amountPaise, 0);
  const count = s.gifts.length;
  w.row({ date: '', receipt: `Total of ${count} gift${count === 1 ? '' : 's'}`, cause: '', mode: '', amount: formatInr(total) }, true);
  w.y -= 14;
  w.line(
    'This statement lists the donations received from you in the financial year, each with the receipt issued for it. ' +
      'It is a summary: for a tax deduction under section 80G, the receipts and the certificate in Form 10BE are the documents to keep.',
    { gap: 10 },
  );
  w.line(`For ${foundation.name}`, { bold: true });
  w.line(foundation.signatory, { gap: 10 });
  w.line('This is a computer-generated statement and needs no signature.', { size: 8, color: GREY });
  return doc.save();
}
