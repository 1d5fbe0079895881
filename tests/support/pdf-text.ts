// Just enough PDF text extraction for our own receipts (pdf-lib output with subset TrueType fonts): inflate
// the streams, read the ToUnicode maps, decode the hex strings of Tj operators with each map.
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
    re.lastIndex = end + 'endstream'.length;
  }
  return out;
}

function cmap(stream: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexToText = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((x) => parseInt(x, 16)));
  for (const block of stream.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(src.toUpperCase(), hexToText(dst));
  }
  for (const block of stream.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const base = parseInt(dst, 16);
      for (let c = parseInt(lo, 16); c <= parseInt(hi, 16); c++)
        map.set(c.toString(16).toUpperCase().padStart(lo.length, '0'), String.fromCodePoint(base + c - parseInt(lo, 16)));
    }
  }
  return map;
}

/** The text of the PDF as decoded with each embedded font's map (one string per font). */
function pdfTexts(pdf: Buffer): string[] {
  const all = streams(pdf);
  const maps = all.filter((s) => s.includes('beginbfchar') || s.includes('beginbfrange')).map(cmap);
  const hexes = all.flatMap((s) => [...s.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) => m[1].toUpperCase()));
  return maps.map((map) => hexes.map((h) => (h.match(/.{4}/g) ?? []).map((g) => map.get(g) ?? '').join('')).join('\n'));
}

export function pdfContains(pdf: Buffer, needle: string): boolean {
  return pdfTexts(pdf).some((t) => t.includes(needle));
}
