import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';

// Every string a document prints goes through these three functions, so how text is set (which font covers which
// script, how it is shaped) is decided in one place for invoices, credit notes, receipts and statements.
//
// Latin letters, digits, punctuation and ₹ are set in the document's own font (Geist, ./document) as real text.
// Names and addresses people type in an Indian script are set in Noto Sans for that script (./fonts, SIL OFL) and
// shaped by HarfBuzz (npm harfbuzzjs, WASM): Indic shaping reorders vowel signs (ि before its consonant), forms
// conjuncts (क्ष, त्र, श्री) and places marks (GPOS), which pdf-lib's own layout does not do reliably. The shaped
// glyphs are drawn as vector outlines at HarfBuzz's positions, so every viewer shows them alike.

export type TextStyle = { x: number; y: number; size: number; font: PDFFont; color?: Color; opacity?: number };

type HbModule = typeof import('harfbuzzjs');
type HbFont = InstanceType<HbModule['Font']>;

/** The Indian scripts set in their own font: Unicode blocks and the Noto Sans file for each. */
const INDIC_SCRIPTS = [
  { script: 'Deva', from: 0x0900, to: 0x097f, file: 'NotoSansDevanagari', bold: true },
  { script: 'Beng', from: 0x0980, to: 0x09ff, file: 'NotoSansBengali', bold: false },
  { script: 'Guru', from: 0x0a00, to: 0x0a7f, file: 'NotoSansGurmukhi', bold: false },
  { script: 'Gujr', from: 0x0a80, to: 0x0aff, file: 'NotoSansGujarati', bold: false },
  { script: 'Orya', from: 0x0b00, to: 0x0b7f, file: 'NotoSansOriya', bold: false },
  { script: 'Taml', from: 0x0b80, to: 0x0bff, file: 'NotoSansTamil', bold: false },
  { script: 'Telu', from: 0x0c00, to: 0x0c7f, file: 'NotoSansTelugu', bold: false },
  { script: 'Knda', from: 0x0c80, to: 0x0cff, file: 'NotoSansKannada', bold: false },
  { script: 'Mlym', from: 0x0d00, to: 0x0d7f, file: 'NotoSansMalayalam', bold: false },
] as const;
type IndicScript = (typeof INDIC_SCRIPTS)[number]['script'];

const FONT_DIR = path.join(process.cwd(), 'lib', 'server', 'pdf', 'fonts');

type ShapingFont = { upem: number; shape: HbFont; outline: HbFont; paths: Map<number, string> };
type Shaping = { hb: HbModule; fonts: Map<string, ShapingFont> };
let shaping: Shaping | undefined;
let loading: Promise<Shaping> | undefined;

async function loadShaping(): Promise<Shaping> {
  const hb = await import('harfbuzzjs');
  const fonts = new Map<string, ShapingFont>();
  const files = INDIC_SCRIPTS.flatMap((s) => [
    { key: `${s.script}:regular`, file: `${s.file}-Regular.ttf` },
    { key: `${s.script}:bold`, file: `${s.file}-${s.bold ? 'Bold' : 'Regular'}.ttf` },
  ]);
  for (const { key, file } of files) {
    const face = new hb.Face(new hb.Blob(await readFile(path.join(FONT_DIR, file))));
    const shape = new hb.Font(face);
    // Outlines with y pointing down, as SVG paths (and so pdf-lib's drawSvgPath) expect.
    const outline = new hb.Font(face);
    outline.setScale(face.upem, -face.upem);
    fonts.set(key, { upem: face.upem, shape, outline, paths: new Map() });
  }
  return { hb, fonts };
}

/** Loads HarfBuzz and the Indic fonts once per process; newPdf awaits it, so drawing stays synchronous. */
export async function prepareTextShaping(): Promise<void> {
  loading ??= loadShaping().then(
    (loaded) => (shaping = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  await loading;
}

function scriptOf(codePoint: number): IndicScript | null {
  for (const s of INDIC_SCRIPTS) if (codePoint >= s.from && codePoint <= s.to) return s.script;
  // Devanagari Extended and Vedic Extensions go with Devanagari.
  if ((codePoint >= 0xa8e0 && codePoint <= 0xa8ff) || (codePoint >= 0x1cd0 && codePoint <= 0x1cff)) return 'Deva';
  return null;
}

/** ZWJ, ZWNJ and the dotted circle belong to the Indic run they stand in (they steer conjunct forms). */
const JOINERS = new Set([0x200c, 0x200d, 0x25cc]);

type Run = { text: string; script: IndicScript | null };

/** Splits text into runs of one Indian script each and runs for the document's own font. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    let script = scriptOf(code);
    // The danda (।, ॥) is shared by the scripts of North India: it stays in the run it ends.
    if (script === 'Deva' && (code === 0x0964 || code === 0x0965) && last?.script) script = last.script;
    if (JOINERS.has(code) && last?.script) script = last.script;
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}

type ShapedGlyph = { id: number; xAdvance: number; xOffset: number; yOffset: number };
export type ShapedRun = { glyphs: ShapedGlyph[]; upem: number };

const shapedCache = new Map<string, ShapedRun>();
const SHAPED_CACHE_SIZE = 2000;

function fontFor(script: IndicScript, font: PDFFont): ShapingFont {
  if (!shaping) throw new Error('PDF text shaping is not loaded: create documents with newPdf (lib/server/pdf/document.ts)');
  const weight = /bold/i.test(font.name) ? 'bold' : 'regular';
  const found = shaping.fonts.get(`${script}:${weight}`);
  if (!found) throw new Error(`No font for script ${script}`);
  return found;
}

/** HarfBuzz's shaping of one run: glyph ids with advances and offsets in font units. */
export function shapeRun(text: string, script: IndicScript, font: PDFFont): ShapedRun {
  const f = fontFor(script, font);
  const key = `${script}:${/bold/i.test(font.name) ? 'b' : 'r'}:${text}`;
  const cached = shapedCache.get(key);
  if (cached) return cached;
  const hb = shaping!.hb;
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(f.shape, buffer);
  const positions = buffer.getGlyphPositions();
  const glyphs = buffer.getGlyphInfos().map((info, i) => ({
    id: info.codepoint,
    xAdvance: positions[i].xAdvance,
    xOffset: positions[i].xOffset,
    yOffset: positions[i].yOffset,
  }));
  const shaped = { glyphs, upem: f.upem };
  if (shapedCache.size >= SHAPED_CACHE_SIZE) shapedCache.clear();
  shapedCache.set(key, shaped);
  return shaped;
}

function runWidth(run: Run, font: PDFFont, size: number): number {
  if (!run.script) return font.widthOfTextAtSize(run.text, size);
  const shaped = shapeRun(run.text, run.script, font);
  return (shaped.glyphs.reduce((sum, g) => sum + g.xAdvance, 0) * size) / shaped.upem;
}

/** Draws one line of text at (x, y), the baseline, in the given style. */
export function drawText(page: PDFPage, text: string, style: TextStyle): void {
  const color = style.color ?? rgb(0, 0, 0);
  let x = style.x;
  for (const run of scriptRuns(text)) {
    if (!run.script) {
      page.drawText(run.text, { x, y: style.y, size: style.size, font: style.font, color, opacity: style.opacity });
      x += style.font.widthOfTextAtSize(run.text, style.size);
      continue;
    }
    const f = fontFor(run.script, style.font);
    const shaped = shapeRun(run.text, run.script, style.font);
    const scale = style.size / shaped.upem;
    for (const glyph of shaped.glyphs) {
      let outline = f.paths.get(glyph.id);
      if (outline === undefined) {
        outline = f.outline.glyphToPath(glyph.id);
        f.paths.set(glyph.id, outline);
      }
      if (outline) {
        page.drawSvgPath(outline, {
          x: x + glyph.xOffset * scale,
          y: style.y + glyph.yOffset * scale,
          scale,
          color,
          opacity: style.opacity,
        });
      }
      x += glyph.xAdvance * scale;
    }
  }
}

/** The width the text takes when drawn with drawText. */
export function textWidth(font: PDFFont, text: string, size: number): number {
  return scriptRuns(text).reduce((sum, run) => sum + runWidth(run, font, size), 0);
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
