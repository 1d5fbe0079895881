import 'server-only';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { foundation, foundationAddressLine } from '@/lib/config/foundation';
import { incomeTaxActOn } from '@/lib/config/income-tax-acts';
import { amountInWords } from '@/lib/domain/amount-in-words';
import { formatIstDate } from '@/lib/domain/dates';
import { formatInr } from '@/lib/domain/money';
import type { Registration80g } from '@/lib/domain/registration-80g';
import { A4, drawText, newPdf, wrapText } from '@/lib/server/pdf';

export type ReceiptData = {
  receiptNumber: string;
  issuedAt: Date;
  donorName: string;
  donorAddress: string;
  donorPan: string | null;
  donorEmail: string;
  amountPaise: number;
  paymentMode: string;
  paymentReference: string | null;
  cause: string;
  frequency: string;
  eligible80g: boolean;
  /** Why a receipt carries no 80G claim (not asked for, cash above ₹2,000, no registration covering the date). */
  not80gReason: string | null;
  /** The 80G registration covering the donation's date, printed in the heading; null when none does. */
  registration80g: Registration80g | null;
  /** A payment taken by the sandbox: the receipt says TEST all over, no money was received. */
  test: boolean;
  /** The receipt this one replaces and cancels (the office's re-check after a registration was entered). */
  replaces?: { receiptNumber: string; date: Date } | null;
};

const MARGIN = 50;
const WIDTH = A4.width - 2 * MARGIN;

class Writer {
  y = A4.height - MARGIN;
  constructor(
    private page: PDFPage,
    private fonts: { regular: PDFFont; bold: PDFFont },
  ) {}
  text(
    text: string,
    opts: { size?: number; bold?: boolean; x?: number; width?: number; color?: [number, number, number]; gap?: number } = {},
  ) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrapText(text, font, size, opts.width ?? WIDTH)) {
      drawText(this.page, line, { x: opts.x ?? MARGIN, y: this.y - size, size, font, color: rgb(...(opts.color ?? [0.1, 0.1, 0.12])) });
      this.y -= size + 4;
    }
    this.y -= opts.gap ?? 0;
  }
  row(label: string, value: string) {
    const top = this.y;
    this.text(label, { bold: true, width: 150 });
    const afterLabel = this.y;
    this.y = top;
    this.text(value || '-', { x: MARGIN + 160, width: WIDTH - 160 });
    this.y = Math.min(this.y, afterLabel) - 2;
  }
  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.7,
      color: rgb(0.8, 0.55, 0.2),
    });
    this.y -= 12;
  }
}

export const TEST_NOTICE =
  'TEST RECEIPT: this payment was made in the payment sandbox. No money was received; it is not valid for any tax claim.';

/** The instant donation receipt: everything reference/payments.md lists for 80G, or a plain receipt that says it has no 80G claim. */
export async function renderDonationReceipt(d: ReceiptData): Promise<Uint8Array> {
  const r80 = d.registration80g;
  const eligible = d.eligible80g && r80 !== null;
  // The wording of the Act in force on the receipt's date (lib/config/income-tax-acts.ts).
  const act = incomeTaxActOn(d.issuedAt);
  const title = `${d.test ? 'TEST ' : ''}${eligible ? `Donation Receipt under ${act.deduction.replace(/^section/, 'Section')}` : 'Donation Receipt'}`;
  const { doc, fonts } = await newPdf(`${title} ${d.receiptNumber}`);
  const page = doc.addPage([A4.width, A4.height]);
  const w = new Writer(page, fonts);
  if (d.test) {
    drawText(page, 'TEST', { x: 150, y: 300, size: 160, font: fonts.bold, color: rgb(0.85, 0.2, 0.2), opacity: 0.18 });
    w.text(TEST_NOTICE, { bold: true, color: [0.7, 0.1, 0.1], gap: 6 });
  }

  w.text(foundation.legalName, { size: 16, bold: true });
  w.text(foundationAddressLine());
  w.text(`PAN: ${foundation.pan}   Email: ${foundation.email}`, { gap: r80 ? 0 : 6 });
  if (r80) {
    w.text(
      `80G registration (URN): ${r80.urn}, approved on ${formatIstDate(new Date(`${r80.approvedOn}T00:00:00+05:30`))}, valid from ${r80.validFrom} up to ${r80.validUpTo}`,
      { gap: 6 },
    );
  }
  w.rule();
  w.text(title, { size: 14, bold: true, gap: 6 });
  w.row('Receipt number', d.receiptNumber);
  w.row('Date', formatIstDate(d.issuedAt));
  if (d.replaces) {
    w.y -= 4;
    w.text(`Replaces receipt ${d.replaces.receiptNumber} dated ${formatIstDate(d.replaces.date)}, which is cancelled.`, {
      bold: true,
      color: [0.55, 0.1, 0.1],
    });
  }
  w.y -= 6;
  w.row('Donor name', d.donorName);
  w.row('Donor address', d.donorAddress);
  w.row('Donor PAN', d.donorPan ?? 'Not provided');
  if (d.donorEmail) w.row('Donor email', d.donorEmail);
  w.y -= 6;
  w.row('Amount', formatInr(d.amountPaise));
  w.row('Amount in words', amountInWords(d.amountPaise));
  w.row('Payment mode', d.paymentMode);
  w.row(d.paymentMode.startsWith('Online') ? 'Payment id' : 'Reference', d.paymentReference ?? '-');
  w.row('Donation type', 'Others');
  w.row('Cause', d.cause);
  w.row('Frequency', d.frequency);
  w.y -= 8;
  w.rule();
  if (eligible) {
    w.text(
      `This donation is eligible for deduction under ${act.deduction} of the ${act.name} (registration ${r80.urn}). ` +
        `The deduction is not available to donors who opt for the new tax regime (${act.newRegime}). ` +
        'The certificate in Form 10BE will be issued after the statement of donations (Form 10BD) is filed.',
      { gap: 6 },
    );
  } else {
    w.text(`No tax deduction under section 80G can be claimed on this receipt${d.not80gReason ? `: ${d.not80gReason}` : ''}.`, {
      bold: true,
      gap: 6,
    });
  }
  w.text('Thank you for your generous support.', { gap: 24 });
  w.text(`For ${foundation.name}`, { bold: true });
  w.text(foundation.signatory, { gap: 10 });
  w.text('This is a computer-generated receipt and needs no signature.', { size: 8, color: [0.4, 0.4, 0.45] });
  return doc.save();
}
