import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { ShareCardFont, ShareCardFonts, SharePiece } from '@/lib/domain/share-card';
import { scriptRuns } from './text';

// The sharing cards (app/**/opengraph-image.tsx) are drawn with the fonts the PDFs ship: Geist for Latin, digits
// and ₹, Noto Sans for the Indian scripts. next/og fetches a font from a font CDN for any character the fonts
// it was given cannot draw (and emoji from an emoji CDN), at render time, from the server: a Hindi product name
// made every card depend on a third party. So the card's texts keep only what these fonts draw; the rest is
// dropped, never fetched. next/og (satori) sets Indian scripts glyph by glyph, without shaping (conjuncts showed
// their halant, ि landed after its consonant), so those runs are shaped by HarfBuzz, as in the PDFs (./text.ts),
// and drawn as SVG outlines.

const GEIST = path.join(process.cwd(), 'node_modules', 'geist', 'dist', 'fonts', 'geist-sans');
const NOTO = path.join(process.cwd(), 'lib', 'server', 'pdf', 'fonts');

const FILES: { name: string; weight: ShareCardFont['weight']; file: string }[] = [
  { name: 'Geist', weight: 400, file: path.join(GEIST, 'Geist-Regular.ttf') },
  { name: 'Geist', weight: 700, file: path.join(GEIST, 'Geist-Bold.ttf') },
  { name: 'Noto Sans Devanagari', weight: 400, file: path.join(NOTO, 'NotoSansDevanagari-Regular.ttf') },
  { name: 'Noto Sans Devanagari', weight: 700, file: path.join(NOTO, 'NotoSansDevanagari-Bold.ttf') },
  ...['Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam'].map((script) => ({
    name: `Noto Sans ${script}`,
    weight: 400 as const,
    file: path.join(NOTO, `NotoSans${script}-Regular.ttf`),
  })),
];

/** The Noto file of each script ./text.ts names; bold only for Devanagari (the only bold shipped). */
const SCRIPT_FILES: Record<string, string> = {
  Deva: 'NotoSansDevanagari',
  Beng: 'NotoSansBengali',
  Guru: 'NotoSansGurmukhi',
  Gujr: 'NotoSansGujarati',
  Orya: 'NotoSansOriya',
  Taml: 'NotoSansTamil',
  Telu: 'NotoSansTelugu',
  Knda: 'NotoSansKannada',
  Mlym: 'NotoSansMalayalam',
};

type HbShaper = { upem: number; shape: (text: string) => { id: number; dx: number; x: number; y: number }[]; path: (id: number) => string };

async function loadShapers(): Promise<Map<string, HbShaper>> {
  const hb = await import('harfbuzzjs');
  const shapers = new Map<string, HbShaper>();
  for (const [script, file] of Object.entries(SCRIPT_FILES)) {
    for (const bold of [false, true]) {
      const name = `${file}-${bold && script === 'Deva' ? 'Bold' : 'Regular'}.ttf`;
      const face = new hb.Face(new hb.Blob(await readFile(path.join(NOTO, name))));
      const font = new hb.Font(face);
      const outline = new hb.Font(face);
      outline.setScale(face.upem, -face.upem);
      shapers.set(`${script}:${bold}`, {
        upem: face.upem,
        shape: (text) => {
          const buffer = new hb.Buffer();
          buffer.addText(text);
          buffer.guessSegmentProperties();
          hb.shape(font, buffer);
          const positions = buffer.getGlyphPositions();
          return buffer
            .getGlyphInfos()
            .map((info, i) => ({ id: info.codepoint, dx: positions[i].xAdvance, x: positions[i].xOffset, y: positions[i].yOffset }));
        },
        path: (id) => outline.glyphToPath(id),
      });
    }
  }
  return shapers;
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

let loaded: Promise<ShareCardFonts> | undefined;

async function load(): Promise<ShareCardFonts> {
  const fonts: ShareCardFont[] = [];
  const faces: { hasGlyphForCodePoint: (cp: number) => boolean }[] = [];
  for (const { name, weight, file } of FILES) {
    const bytes = await readFile(file);
    fonts.push({
      name,
      weight,
      style: 'normal',
      data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    });
    faces.push(fontkit.create(bytes) as unknown as { hasGlyphForCodePoint: (cp: number) => boolean });
  }
  const seen = new Map<number, boolean>();
  const drawable = (text: string): string =>
    Array.from(text)
      .filter((ch) => {
        const cp = ch.codePointAt(0)!;
        if (cp === 0x20) return true;
        let ok = seen.get(cp);
        if (ok === undefined) seen.set(cp, (ok = faces.some((f) => f.hasGlyphForCodePoint(cp))));
        return ok;
      })
      .join('')
      .replace(/\s{2,}/g, ' ')
      .trim();
  const shapers = await loadShapers();
  const pieces = (text: string, size: number, bold: boolean, color: string): SharePiece[] =>
    scriptRuns(text).map((run): SharePiece => {
      const shaper = run.script ? shapers.get(`${run.script}:${bold}`) : undefined;
      if (!shaper) return { text: run.text };
      const scale = size / shaper.upem;
      const height = Math.ceil(size * 1.5);
      const baseline = size * 1.1;
      let x = 0;
      const paths: string[] = [];
      for (const g of shaper.shape(run.text)) {
        const d = shaper.path(g.id);
        if (d)
          paths.push(
            `<path transform="translate(${((x + g.x) * scale).toFixed(2)} ${(baseline - g.y * scale).toFixed(2)}) scale(${scale.toFixed(5)})" d="${d}"/>`,
          );
        x += g.dx;
      }
      const width = Math.max(1, Math.ceil(x * scale));
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><g fill="${escapeXml(color)}">${paths.join('')}</g></svg>`;
      return { svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, width, height };
    });
  return { fonts, drawable, pieces };
}

/** Read once per process. */
export function shareCardFonts(): Promise<ShareCardFonts> {
  return (loaded ??= load());
}
