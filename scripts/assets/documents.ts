// Job: the sample registration documents (one-page A4 PDFs).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { ROOT, writeOutput, type Written } from './write';

const ORG = {
  name: 'Seva Sankalp Foundation',
  address: '12, Civil Lines, Kanpur, Uttar Pradesh 208001',
  pan: 'AAATS1234C',
};

type DocSpec = { id: string; title: string; issuer: string; lines: Array<[string, string]>; body: string };

const DOCUMENTS: DocSpec[] = [
  {
    id: 'brl',
    title: 'Bank Reference Letter',
    issuer: 'Sample Bank Ltd., Civil Lines Branch, Kanpur',
    lines: [
      ['Account holder', ORG.name],
      ['Account type', 'Current account (non-profit)'],
      ['Account number', 'XXXX XXXX 4321'],
      ['IFSC', 'SMPL0001234'],
      ['Customer since', '2019'],
    ],
    body: 'This is to confirm that the above organisation maintains an account with this branch and that its conduct of the account has been satisfactory.',
  },
  {
    id: 'niti',
    title: 'NITI Aayog NGO Darpan Registration',
    issuer: 'NGO Darpan portal, NITI Aayog (sample)',
    lines: [
      ['Organisation', ORG.name],
      ['Unique ID', 'UP/2020/0000000'],
      ['Type', 'Section 8 Company'],
      ['Key issues', 'Education, livelihood, environment, women empowerment'],
      ['Registered on', '01-04-2020'],
    ],
    body: 'The organisation has signed up on the NGO Darpan portal and has been allotted the unique ID shown above.',
  },
  {
    id: 'udyam',
    title: 'UDYAM Registration Certificate',
    issuer: 'Ministry of Micro, Small and Medium Enterprises (sample)',
    lines: [
      ['Udyam number', 'UDYAM-UP-00-0000000'],
      ['Name of enterprise', ORG.name],
      ['Type', 'Micro'],
      ['Major activity', 'Services'],
      ['Date of registration', '15-06-2021'],
    ],
    body: 'This certificate is issued for demonstration of the document viewer only and carries no legal validity.',
  },
  {
    id: 'registrar',
    title: 'ROC SPICE+ Part A',
    issuer: 'Registrar of Companies, Kanpur (sample)',
    lines: [
      ['Proposed name', ORG.name],
      ['Type of company', 'Section 8 Company limited by shares'],
      ['Class', 'Private'],
      ['Main division', 'Other service activities'],
      ['SRN', 'SPICE-000000'],
    ],
    body: 'Name reservation under SPICE+ Part A has been approved for the above proposed company, subject to the usual conditions.',
  },
  {
    id: 'spice',
    title: 'Certificate of Incorporation (SPICE+ Part B)',
    issuer: 'Registrar of Companies, Kanpur (sample)',
    lines: [
      ['Company name', ORG.name],
      ['CIN', 'U00000UP2019NPL000000'],
      ['PAN', ORG.pan],
      ['TAN', 'KNPS00000A'],
      ['Date of incorporation', '12-08-2019'],
    ],
    body: 'I hereby certify that the company named above is incorporated under the Companies Act, 2013 and that the company is limited by shares.',
  },
  {
    id: 'inc31',
    title: 'INC-31 Articles of Association',
    issuer: 'Form INC-31 (sample)',
    lines: [
      ['Company', ORG.name],
      ['Article 1', 'Interpretation'],
      ['Article 2', 'Share capital and variation of rights'],
      ['Article 3', 'Board of directors'],
      ['Article 4', 'No dividend; income applied to objects'],
    ],
    body: 'The regulations contained in this document are the articles of association of the company. All income shall be applied solely towards the promotion of its objects.',
  },
  {
    id: 'inc13',
    title: 'INC-13 Memorandum of Association',
    issuer: 'Form INC-13 (sample)',
    lines: [
      ['Company', ORG.name],
      ['Registered office', 'State of Uttar Pradesh'],
      ['Objects', 'Education, skill training, hunger relief, environment'],
      ['Liability', 'Limited by shares'],
      ['Profits', 'Not distributed to members'],
    ],
    body: 'The objects for which the company is established are to promote education, livelihood, women empowerment and care for the environment in and around Kanpur.',
  },
  {
    id: 'tan',
    title: 'TAN Allotment Letter',
    issuer: 'Income Tax Department (sample)',
    lines: [
      ['Name', ORG.name],
      ['TAN', 'KNPS00000A'],
      ['PAN', ORG.pan],
      ['Category', 'Company'],
      ['Date of allotment', '20-08-2019'],
    ],
    body: 'The Tax Deduction and Collection Account Number shown above has been allotted. Please quote it in all TDS returns and correspondence.',
  },
  {
    id: 'cert80g',
    title: '80G Registration Certificate',
    issuer: 'Office of the Commissioner of Income Tax (Exemptions) (sample)',
    lines: [
      ['Name', ORG.name],
      ['PAN', ORG.pan],
      ['Registration number', `${ORG.pan}F20210`],
      ['Section', '80G(5)'],
      ['Valid', 'AY 2022-23 to AY 2026-27'],
    ],
    body: 'Donations made to the above institution are eligible for deduction under section 80G of the Income-tax Act, 1961, subject to the conditions specified.',
  },
  {
    id: 'cert12a',
    title: '12A Registration Certificate',
    issuer: 'Office of the Commissioner of Income Tax (Exemptions) (sample)',
    lines: [
      ['Name', ORG.name],
      ['PAN', ORG.pan],
      ['Registration number', `${ORG.pan}E20210`],
      ['Section', '12A(1)(ac)'],
      ['Valid', 'AY 2022-23 to AY 2026-27'],
    ],
    body: 'The above institution is registered under section 12A of the Income-tax Act, 1961 with effect from the assessment year shown.',
  },
];

function wrap(text: string, font: PDFFont, size: number, width: number) {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function makePdf(spec: DocSpec, regularBytes: Uint8Array, boldBytes: Uint8Array) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(regularBytes, { subset: true, customName: 'Geist-Regular' });
  const bold = await doc.embedFont(boldBytes, { subset: true, customName: 'Geist-Bold' });
  const fixedDate = new Date('2025-01-01T00:00:00Z');
  doc.setTitle(`${spec.title} (sample)`);
  doc.setAuthor(ORG.name);
  doc.setSubject('SAMPLE DOCUMENT — for demonstration only');
  doc.setKeywords(['sample', 'demo', ORG.name]);
  doc.setProducer('scripts/generate-assets.ts (pdf-lib)');
  doc.setCreator(ORG.name);
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);

  const page: PDFPage = doc.addPage([595.28, 841.89]);
  const { width, height } = page.getSize();
  const saffron = rgb(0.91, 0.5, 0.13);
  const green = rgb(0.18, 0.49, 0.31);
  const ink = rgb(0.15, 0.15, 0.17);
  const grey = rgb(0.45, 0.45, 0.48);
  const red = rgb(0.75, 0.16, 0.16);
  const margin = 56;
  const textWidth = width - margin * 2;

  // pdf-lib adds a font resource each time drawText switches font, so switch only when needed.
  let current: PDFFont | undefined;
  const text = (
    str: string,
    x: number,
    y: number,
    size: number,
    font: PDFFont,
    color = ink,
    extra: Partial<Parameters<PDFPage['drawText']>[1]> = {},
  ) => {
    if (!extra.rotate && x + font.widthOfTextAtSize(str, size) > width - margin + 0.5) {
      throw new Error(`${spec.id}.pdf: text overflows the right margin: "${str}"`);
    }
    if (font !== current) {
      page.setFont(font);
      current = font;
    }
    page.drawText(str, { x, y, size, color, ...extra });
  };

  // Header band
  page.drawRectangle({ x: 0, y: height - 96, width, height: 96, color: rgb(0.995, 0.955, 0.9) });
  page.drawRectangle({ x: 0, y: height - 100, width, height: 4, color: saffron });
  text('SAMPLE DOCUMENT — for demonstration only', margin, height - 40, 12, bold, red);
  text(spec.issuer, margin, height - 62, 10, regular, grey);
  text('Not a real certificate. Not issued by any authority.', margin, height - 78, 9, regular, grey);

  // Title
  let y = height - 160;
  for (const l of wrap(spec.title, bold, 22, textWidth)) {
    text(l, margin, y, 22, bold);
    y -= 28;
  }
  y += 14;
  page.drawRectangle({ x: margin, y, width: 80, height: 3, color: green });
  y -= 34;

  text(ORG.name, margin, y, 14, bold);
  y -= 18;
  text(ORG.address, margin, y, 11, regular, grey);
  y -= 16;
  text(`PAN: ${ORG.pan}`, margin, y, 11, regular, grey);
  y -= 36;

  // Details table
  for (const [label, value] of spec.lines) {
    page.drawRectangle({ x: margin, y: y - 8, width: textWidth, height: 0.6, color: rgb(0.85, 0.85, 0.85) });
    text(label, margin, y, 11, regular, grey);
    const valueLines = wrap(value, bold, 11, textWidth - 170);
    valueLines.forEach((l, i) => text(l, margin + 170, y - i * 14, 11, bold));
    y -= 28 + (valueLines.length - 1) * 14;
  }
  y -= 16;
  for (const l of wrap(spec.body, regular, 11.5, textWidth)) {
    text(l, margin, y, 11.5, regular);
    y -= 17;
  }
  y -= 10;
  const note =
    'This page was generated for the demo website of the foundation. Names, numbers and dates are placeholders and must not be relied upon.';
  for (const l of wrap(note, regular, 10, textWidth)) {
    text(l, margin, y, 10, regular, grey);
    y -= 14;
  }
  if (y < 250) throw new Error(`${spec.id}.pdf: content runs into the signature block`);

  // Signature block and seal
  page.drawRectangle({ x: width - margin - 180, y: 170, width: 180, height: 0.8, color: ink });
  text('Authorised signatory (sample)', width - margin - 180, 154, 10, regular, grey);
  page.drawCircle({ x: margin + 50, y: 190, size: 44, borderColor: saffron, borderWidth: 2.5, opacity: 0 });
  page.drawCircle({ x: margin + 50, y: 190, size: 36, borderColor: saffron, borderWidth: 1, opacity: 0 });
  text('SAMPLE', margin + 50 - bold.widthOfTextAtSize('SAMPLE', 12) / 2, 186, 12, bold, saffron);

  // Big diagonal watermark, centred on the page along its diagonal.
  const angle = Math.atan2(height, width);
  const diagonal = (str: string, size: number, offset: number) => {
    const w = bold.widthOfTextAtSize(str, size);
    const h = bold.heightAtSize(size, { descender: false });
    // Start point so that the text's centre lands on the page centre (shifted by `offset` across the diagonal).
    const cx = width / 2 + Math.sin(angle) * offset;
    const cy = height / 2 - Math.cos(angle) * offset;
    const x = cx - Math.cos(angle) * (w / 2) + Math.sin(angle) * (h / 2);
    const yy = cy - Math.sin(angle) * (w / 2) - Math.cos(angle) * (h / 2);
    text(str, x, yy, size, bold, red, { opacity: 0.14, rotate: degrees((angle * 180) / Math.PI) });
  };
  diagonal('SAMPLE DOCUMENT', 68, -10);
  diagonal('for demonstration only', 30, 52);

  // Footer
  page.drawRectangle({ x: 0, y: 0, width, height: 40, color: rgb(0.995, 0.955, 0.9) });
  text(`${ORG.name} · ${ORG.address} · SAMPLE DOCUMENT — for demonstration only`, margin, 16, 8, regular, grey);

  return doc.save({ useObjectStreams: true });
}

/** public/documents/<id>.pdf, with Geist (npm `geist`) embedded for the ₹ sign. */
export async function generateDocuments(): Promise<Written[]> {
  const fontDir = path.join(ROOT, 'node_modules/geist/dist/fonts/geist-sans');
  const regularBytes = new Uint8Array(await readFile(path.join(fontDir, 'Geist-Regular.ttf')));
  const boldBytes = new Uint8Array(await readFile(path.join(fontDir, 'Geist-Bold.ttf')));
  const results: Written[] = [];
  for (const spec of DOCUMENTS)
    results.push(await writeOutput(`public/documents/${spec.id}.pdf`, await makePdf(spec, regularBytes, boldBytes)));
  return results;
}
