import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { ShareCardFont, ShareCardFonts } from '@/lib/domain/share-card';

// The sharing cards (app/**/opengraph-image.tsx) are drawn with the fonts the PDFs ship: Geist for Latin, digits
// and ₹, Noto Sans for the Indian scripts. next/og fetches a font from a font CDN for any character the fonts
// it was given cannot draw (and emoji from an emoji CDN), at render time, from the server: a Hindi product name
// made every card depend on a third party. So the card's texts keep only what these fonts draw; the rest is
// dropped, never fetched. Known gap: next/og (satori) sets Indian scripts glyph by glyph, without shaping, so
// conjuncts show their halant and a pre-base vowel sign (ि) lands after its consonant; the PDFs shape with
// HarfBuzz (./text.ts), and the cards would need the same (glyph outlines as SVG) to read correctly.

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
  return { fonts, drawable };
}

/** Read once per process. */
export function shareCardFonts(): Promise<ShareCardFonts> {
  return (loaded ??= load());
}
