// Sharing cards are drawn with the shipped fonts (lib/server/pdf/share-fonts.ts): a Hindi title renders with the
// network blocked (its runs shaped by HarfBuzz), and what no shipped font can draw (an emoji, a Chinese character)
// is dropped, never fetched.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ogCard } from '@/components/og/og-card';
import { shareCardFonts } from '@/lib/server/pdf';

const PNG = [0x89, 0x50, 0x4e, 0x47];
let fetched: string[] = [];

const realFetch = globalThis.fetch;
beforeEach(() => {
  fetched = [];
  // next/og reads its own WASM through fetch of a data: URL; anything else would leave the machine.
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith('data:')) return realFetch(input, init);
    fetched.push(url);
    return Promise.reject(new Error('network blocked in this test'));
  });
});
afterEach(() => vi.unstubAllGlobals());

const hindiCard = {
  eyebrow: 'हस्तशिल्प',
  title: 'जूट का थैला, हाथ से बुना 👜 中',
  detail: '₹529.82',
  footer: 'सेवा संकल्प फ़ाउंडेशन',
};

describe('sharing cards', () => {
  it('render a Hindi title with the shipped fonts and no network', async () => {
    const fonts = await shareCardFonts();
    expect(fonts.drawable(hindiCard.title)).toBe('जूट का थैला, हाथ से बुना');
    expect(fonts.drawable('Jute bag ₹529.82')).toBe('Jute bag ₹529.82');
    // Devanagari is shaped (HarfBuzz) and drawn as outlines: 'क्षेत्र' is one picture, Latin stays text.
    const pieces = fonts.pieces('क्षेत्र 80G', 60, true, '#000');
    expect(pieces.map((p) => ('svg' in p ? 'svg' : p.text))).toEqual(['svg', ' 80G']);
    expect(pieces[0]).toMatchObject({ svg: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    const png = new Uint8Array(await ogCard(hindiCard, fonts).arrayBuffer());
    expect(Array.from(png.slice(0, 4))).toEqual(PNG);
    expect(png.byteLength).toBeGreaterThan(10_000);
    expect(fetched).toEqual([]);
  });

  it('would fetch from a CDN for what the fonts cannot draw if it were not dropped (the check above can fail)', async () => {
    const fonts = await shareCardFonts();
    const keepAll = { ...fonts, drawable: (text: string) => text };
    await ogCard(hindiCard, keepAll)
      .arrayBuffer()
      .catch(() => null);
    expect(fetched.length).toBeGreaterThan(0);
  });
});
