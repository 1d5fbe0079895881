import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import { describe, expect, it, beforeAll } from 'vitest';
import { renderDonationReceipt } from '@/lib/server/donations';
import { newPdf, prepareTextShaping, scriptRuns, shapeRun, textWidth, wrapText } from '@/lib/server/pdf';
import type { PdfFonts } from '@/lib/server/pdf';
import { pdfContains } from '@/tests/support/pdf-text';

// Names and addresses typed in Devanagari (and the other Indian scripts) are shaped by HarfBuzz in the shipped Noto
// fonts: the glyph names say which form was chosen (a conjunct, the vowel sign before its consonant).
const NAME = 'अनुष्का श्रीवास्तव';
const ADDRESS = 'क्षेत्र, त्रिवेणी मार्ग';

const devanagari = new hb.Font(
  new hb.Face(new hb.Blob(readFileSync(path.join(process.cwd(), 'lib/server/pdf/fonts/NotoSansDevanagari-Regular.ttf')))),
);
let fonts: PdfFonts;

function glyphNames(text: string): string[] {
  return shapeRun(text, 'Deva', fonts.regular).glyphs.map((g) => devanagari.glyphName(g.id));
}

beforeAll(async () => {
  await prepareTextShaping();
  fonts = (await newPdf('test')).fonts;
});

describe('PDF text in Indian scripts', () => {
  it('splits a line into runs of one script: Devanagari for the Noto font, the rest for the document font', () => {
    expect(scriptRuns(`${NAME}, 12 MG Road ₹`)).toEqual([
      { text: 'अनुष्का', script: 'Deva' },
      { text: ' ', script: null },
      { text: 'श्रीवास्तव', script: 'Deva' },
      { text: ', 12 MG Road ₹', script: null },
    ]);
    expect(scriptRuns('கலா ਸਿੰਘ').map((r) => r.script)).toEqual(['Taml', null, 'Guru']);
  });

  it('shapes conjuncts and puts the i vowel sign before its consonant', () => {
    expect(glyphNames('कि')).toEqual(['ivowelsign03deva', 'kadeva']);
    expect(glyphNames('क्ष')[0]).toBe('kassadeva'); // क + ् + ष is one conjunct glyph
    expect(glyphNames('त्र')).toEqual(['taradeva']);
    expect(glyphNames('श्री')).toEqual(['sharadeva', 'iivowelsigndeva']);
    expect(glyphNames('ष्क')).toEqual(['ssaprehalfdeva', 'kadeva']); // half ष, then क: no visible virama
    // त्रि: the i sign stands before the whole conjunct त्र
    expect(glyphNames('त्रि')).toEqual(['ivowelsign03deva', 'taradeva']);
    expect(glyphNames('क्षेत्र')).toEqual(['kassadeva', 'evowelsigndeva', 'taradeva']);
  });

  it('measures Devanagari by the shaped advances (wrapText breaks a long address)', () => {
    const width = textWidth(fonts.regular, NAME, 10);
    expect(width).toBeGreaterThan(50);
    expect(width).toBeLessThan(120);
    expect(wrapText(`${ADDRESS} ${ADDRESS} ${ADDRESS}`, fonts.regular, 10, 120).length).toBeGreaterThan(1);
  });

  it('a receipt for a donor named and addressed in Devanagari draws their name as outlines, the labels as text', async () => {
    const pdf = Buffer.from(
      await renderDonationReceipt({
        receiptNumber: 'DON/2026-27/000043',
        issuedAt: new Date('2026-11-20T10:00:00Z'),
        donorName: NAME,
        donorAddress: `${ADDRESS}, प्रयागराज 211003`,
        donorPan: 'ABCDE1234F',
        donorEmail: 'anushka@example.test',
        amountPaise: 500000,
        paymentMode: 'Online (Razorpay)',
        paymentReference: 'pay_TEST124',
        cause: 'General Social Welfare (GSW)',
        frequency: 'One-time',
        eligible80g: false,
        not80gReason: null,
        registration80g: null,
        test: false,
      }),
    );
    expect(pdfContains(pdf, 'Donor name')).toBe(true);
    expect(pdfContains(pdf, '211003')).toBe(true);
    // The Devanagari is not handed to the Latin font (which would print empty boxes) ...
    expect(pdfContains(pdf, 'अनुष्का')).toBe(false);
    // ... but drawn as filled outlines (render test-results/receipt-devanagari.pdf with pdftoppm to look at it).
    expect(pdf.length).toBeGreaterThan(0);
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/receipt-devanagari.pdf', pdf);
  });
});
