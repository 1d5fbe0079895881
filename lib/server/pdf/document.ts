import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { prepareTextShaping } from './text';

// pdf-lib's standard fonts have no ₹: embed Geist (npm `geist`), which has it. Subsetting keeps files small.
const FONT_DIR = path.join(process.cwd(), 'node_modules', 'geist', 'dist', 'fonts', 'geist-sans');
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function loadFontBytes() {
  fontBytes ??= Promise.all([readFile(path.join(FONT_DIR, 'Geist-Regular.ttf')), readFile(path.join(FONT_DIR, 'Geist-Bold.ttf'))]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fontBytes;
}

export type PdfFonts = { regular: PDFFont; bold: PDFFont };

/** A new A4 document with the embedded fonts, ready to draw on. */
export async function newPdf(title: string): Promise<{ doc: PDFDocument; fonts: PdfFonts }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setProducer('Seva Sankalp Foundation website');
  const [bytes] = await Promise.all([loadFontBytes(), prepareTextShaping()]);
  const fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
  };
  return { doc, fonts };
}

export const A4 = { width: 595.28, height: 841.89 } as const;
