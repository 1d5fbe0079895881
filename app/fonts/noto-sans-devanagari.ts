import localFont from 'next/font/local';

/**
 * Noto Sans Devanagari (SIL Open Font License) for the Hindi pages, from the npm package
 * @fontsource-variable/noto-sans-devanagari: its Devanagari-only cut (U+0900-097F and the Vedic and
 * extended blocks), one variable file for every weight, shipped with the build (no download at run time).
 * Only the Hindi layout uses it, so English pages do not load it; Latin text keeps Geist.
 */
export const notoSansDevanagari = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  variable: '--font-devanagari',
  weight: '100 900',
  display: 'swap',
  // Not preloaded: the one layout serves both languages, and a preload would send 120 kB of Devanagari to
  // every English page. Hindi pages fetch it when their text needs it (swap: the text shows at once).
  preload: false,
});
