import 'server-only';
import { rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';

// Every string a document prints goes through these three functions, so how text is set (which font covers which
// script, how it is shaped) is decided in one place for invoices, credit notes, receipts and statements.

export type TextStyle = { x: number; y: number; size: number; font: PDFFont; color?: Color; opacity?: number };

/** Draws one line of text at (x, y), the baseline, in the given style. */
export function drawText(page: PDFPage, text: string, style: TextStyle): void {
  page.drawText(text, {
    x: style.x,
    y: style.y,
    size: style.size,
    font: style.font,
    color: style.color ?? rgb(0, 0, 0),
    opacity: style.opacity,
  });
}

/** The width the text takes when drawn with drawText. */
export function textWidth(font: PDFFont, text: string, size: number): number {
  return font.widthOfTextAtSize(text, size);
}

/** Splits text into lines that fit the width (pdf-lib does not wrap). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(font, candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}
