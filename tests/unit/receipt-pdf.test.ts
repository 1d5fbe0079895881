import { describe, expect, it } from 'vitest';
import { renderDonationReceipt, type ReceiptData } from '@/lib/server/donations';
import { pdfContains } from '@/tests/support/pdf-text';

const base: ReceiptData = {
  receiptNumber: 'DON/2026-27/000042',
  issuedAt: new Date('2026-11-20T10:00:00Z'),
  donorName: 'Asha Verma',
  donorAddress: '14 Mall Road, Kanpur',
  donorPan: 'ABCDE1234F',
  donorEmail: 'asha@example.test',
  amountPaise: 250000,
  paymentMode: 'Online (Razorpay)',
  paymentReference: 'pay_TEST123',
  cause: 'General Social Welfare (GSW)',
  frequency: 'One-time',
  eligible80g: true,
  not80gReason: null,
  registration80g: { urn: 'AAATS1234CF20214', approvedOn: '2021-05-28', validFrom: 'AY 2022-23', validUpTo: 'AY 2026-27' },
  test: false,
};

describe('donation receipt PDF', () => {
  it('carries the 80G facts: number, donor PAN, ₹ amount, amount in words, payment id, foundation registration', async () => {
    const pdf = Buffer.from(await renderDonationReceipt(base));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const needle of [
      'DON/2026-27/000042',
      'ABCDE1234F',
      '₹2,500.00',
      'Rupees Two Thousand Five Hundred Only',
      'pay_TEST123',
      'AAATS1234C',
      'AAATS1234CF20214',
      'Income-tax Act, 2025', // 20 November 2026: the new Act's wording
      '20/11/2026',
      '28/05/2021', // the 80G approval day
    ]) {
      expect(pdfContains(pdf, needle), needle).toBe(true);
    }
  });

  it('says so when there is no 80G claim', async () => {
    const pdf = Buffer.from(
      await renderDonationReceipt({
        ...base,
        eligible80g: false,
        donorPan: null,
        paymentMode: 'Cash',
        not80gReason: 'cash donations above ₹2,000 do not qualify',
      }),
    );
    expect(pdfContains(pdf, 'No tax deduction under section 80G can be claimed on this receipt')).toBe(true);
    expect(pdfContains(pdf, 'This donation is eligible for deduction')).toBe(false);
  });

  it('makes no 80G claim without a registration covering the date, whatever the donation asked', async () => {
    const pdf = Buffer.from(
      await renderDonationReceipt({ ...base, registration80g: null, not80gReason: 'no 80G registration covers AY 2027-28' }),
    );
    expect(pdfContains(pdf, 'This donation is eligible for deduction')).toBe(false);
    expect(pdfContains(pdf, 'AAATS1234CF20214')).toBe(false);
    expect(pdfContains(pdf, 'No tax deduction under section 80G can be claimed on this receipt')).toBe(true);
    expect(pdfContains(pdf, '2027-28')).toBe(true);
  });

  it('marks a receipt for a sandbox payment TEST', async () => {
    const pdf = Buffer.from(await renderDonationReceipt({ ...base, test: true }));
    expect(pdfContains(pdf, 'TEST RECEIPT: this payment was made in the payment sandbox.')).toBe(true);
    expect(pdfContains(pdf, 'TEST Donation Receipt under Section 133')).toBe(true);
    expect(pdfContains(Buffer.from(await renderDonationReceipt(base)), 'TEST RECEIPT')).toBe(false);
  });

  it('cites the Act in force on its date: the Income-tax Act, 1961 up to 31 March 2026, the Income-tax Act, 2025 from 1 April', async () => {
    const march = Buffer.from(await renderDonationReceipt({ ...base, issuedAt: new Date('2026-03-31T18:00:00Z') })); // 23:30 IST
    expect(pdfContains(march, 'Income-tax Act, 1961')).toBe(true);
    expect(pdfContains(march, '115BAC')).toBe(true);
    const april = Buffer.from(await renderDonationReceipt({ ...base, issuedAt: new Date('2026-03-31T18:40:00Z') })); // 00:10 IST 1 April
    expect(pdfContains(april, 'Income-tax Act, 2025')).toBe(true);
    expect(pdfContains(april, 'Income-tax Act, 1961')).toBe(false);
    expect(pdfContains(april, '202)')).toBe(true);
  });
});
