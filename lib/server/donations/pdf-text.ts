import 'server-only';
import { inflateSync } from 'node:zlib';

// The text a PDF shows, read from its content streams' text operators (Tj, TJ, ' and "): enough to find the
// donor's PAN and the financial year on a Form 10BE certificate. No PDF library: the maintained ones (pdf.js
// and unpdf on it) need Node 22, and this site runs on Node 20 too (docs/giving.md, "The 10BE loop"). Text
// drawn with fonts that have no readable encoding (glyph ids) yields nothing useful; the file name is then
// tried, and the office matches the rest by hand.

/** What one PDF may inflate to in all while its text is read: a compressed bomb inside a PDF stops here. */
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The streams of a PDF with their dictionaries, inflated when Flate-compressed; images and other filters skipped. */
function* contentStreams(pdf: Buffer): Generator<string> {
  const text = pdf.toString('latin1');
  let budget = MAX_INFLATED_BYTES;
  const streamRe = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamRe.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    streamRe.lastIndex = end + 'endstream'.length;
    const dict = text.slice(Math.max(0, text.lastIndexOf(' obj', match.index)), match.index);
    if (/\/Subtype\s*\/Image/.test(dict)) continue;
    const filters = dict.match(/\/Filter\s*(\[[^\]]*\]|\/\w+)/)?.[1] ?? '';
    const raw = pdf.subarray(start, end);
    if (!filters) {
      yield latin1(raw);
      continue;
    }
    if (filters.replace(/[[\]\s]/g, '') !== '/FlateDecode' || budget <= 0) continue;
    try {
      const inflated = inflateSync(raw, { maxOutputLength: budget });
      budget -= inflated.byteLength;
      yield latin1(inflated);
    } catch {
      // A damaged stream, or one larger than what is left of the budget: its text is not read.
      budget = Math.max(0, budget - raw.byteLength);
    }
  }
}

/** A literal string "(...)" starting at i: its bytes as latin1 and the index after it. */
function literalString(s: string, i: number): [string, number] {
  let depth = 1;
  let out = '';
  let j = i + 1;
  for (; j < s.length && depth > 0; j++) {
    const c = s[j];
    if (c === '\\') {
      const n = s[++j];
      const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
      if (n in escapes) out += escapes[n];
      else if (/[0-7]/.test(n)) {
        const oct = /^[0-7]{1,3}/.exec(s.slice(j, j + 3))![0];
        out += String.fromCharCode(parseInt(oct, 8));
        j += oct.length - 1;
      } else if (n !== '\n' && n !== '\r') out += n;
    } else if (c === '(') {
      depth++;
      out += c;
    } else if (c === ')') {
      if (--depth > 0) out += c;
    } else out += c;
  }
  return [out, j];
}

/** The text of one content stream: each show operator's string, a space between them, a line per text object. */
function streamText(s: string, hexText: (hex: string) => string): string {
  const pieces: string[] = [];
  let pending: string[] = [];
  let inArray = false;
  let array: string[] = [];
  for (let i = 0; i < s.length;) {
    const c = s[i];
    if (c === '(') {
      const [str, next] = literalString(s, i);
      (inArray ? array : pending).push(str);
      i = next;
    } else if (c === '<' && s[i + 1] !== '<') {
      const close = s.indexOf('>', i);
      if (close < 0) break;
      const hex = s.slice(i + 1, close).replace(/\s/g, '');
      (inArray ? array : pending).push(hexText(hex.length % 2 ? `${hex}0` : hex));
      i = close + 1;
    } else if (c === '[') {
      inArray = true;
      array = [];
      i++;
    } else if (c === ']') {
      inArray = false;
      pending.push(array.join(''));
      i++;
    } else if (c === '%') {
      const eol = s.slice(i).search(/[\r\n]/);
      i = eol < 0 ? s.length : i + eol;
    } else if (/[A-Za-z'"]/.test(c)) {
      const op = /^[A-Za-z'"*]+/.exec(s.slice(i, i + 8))![0];
      if (op === 'Tj' || op === 'TJ' || op === "'" || op === '"') pieces.push(...pending.slice(-1));
      else if (op === 'ET') pieces.push('\n');
      pending = [];
      i += op.length;
    } else i++;
  }
  return pieces.join(' ');
}

/**
 * An embedded font's ToUnicode map (two-byte codes, as subset TrueType fonts write them): code -> text. PDFs
 * that draw with such fonts (most generated ones) show glyph codes that only this map turns into letters.
 */
function toUnicodeMap(stream: string): Map<string, string> {
  const map = new Map<string, string>();
  const text = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((x) => parseInt(x, 16)));
  for (const block of stream.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(src.toUpperCase(), text(dst));
  }
  for (const block of stream.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const from = parseInt(lo, 16);
      // A range is at most 256 codes by the format; a longer one is not trusted.
      for (let c = from; c <= Math.min(parseInt(hi, 16), from + 255); c++) {
        map.set(c.toString(16).toUpperCase().padStart(lo.length, '0'), String.fromCodePoint(parseInt(dst, 16) + c - from));
      }
    }
  }
  return map;
}

/**
 * The text a PDF shows, as well as it can be read (see above); '' when none is readable. Strings are read as
 * single bytes (the standard fonts), then once more through each embedded font's ToUnicode map; the readings
 * are joined, so a PAN drawn either way is found.
 */
export function pdfText(pdf: Uint8Array): string {
  const buffer = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const content: string[] = [];
  const maps: Map<string, string>[] = [];
  for (const stream of contentStreams(buffer)) {
    if (stream.includes('beginbfchar') || stream.includes('beginbfrange')) maps.push(toUnicodeMap(stream));
    else if (/\bBT\b/.test(stream)) content.push(stream);
  }
  const bytesAsText = (hex: string) => latin1(Buffer.from(hex, 'hex'));
  const readings = [
    bytesAsText,
    ...maps.map((map) => (hex: string) => (hex.toUpperCase().match(/.{4}/g) ?? []).map((g) => map.get(g) ?? '').join('')),
  ];
  return readings.map((read) => content.map((stream) => streamText(stream, read)).join('\n')).join('\n');
}
