import localFont from 'next/font/local';

// Noto Sans Devanagari (SIL Open Font License, app/fonts/OFL-noto.txt), cut from the variable font of the npm
// package @fontsource-variable/noto-sans-devanagari with fontTools (Debian: python3-fonttools python3-brotli),
// like the Latin Geist (geist-sans.ts). Both files ship with the build: no download at run time.

/**
 * The Hindi pages' font: the Devanagari block (U+0900-097F, the joiners and the dotted circle its shaping
 * uses) at the weights the site sets (400-800), with every shaping rule: 72 kB instead of the package's
 * 121 kB (which adds the Vedic and extended blocks and weights 100-900). On a slow phone the font shares the
 * line with the page's first picture, so its size is the Hindi pages' paint time. Made with
 *   python3 -m fontTools.varLib.instancer node_modules/@fontsource-variable/noto-sans-devanagari/files/\
 *     noto-sans-devanagari-devanagari-wght-normal.woff2 wght=400:800 -o /tmp/noto-400-800.ttf
 *   python3 -m fontTools.subset /tmp/noto-400-800.ttf --unicodes="U+0900-097F,U+200C-200D,U+25CC" \
 *     --layout-features='*' --flavor=woff2 --output-file=app/fonts/noto-sans-devanagari-hindi.woff2
 */
export const notoSansDevanagari = localFont({
  src: './noto-sans-devanagari-hindi.woff2',
  variable: '--font-devanagari',
  weight: '400 800',
  display: 'swap',
  // Not preloaded: the one layout serves both languages, and Next's preload would send it to every English
  // page. Hindi pages fetch it as soon as their CSS is read (swap: the text shows at once).
  preload: false,
});

/**
 * The same font cut to the five letters of "हिंदी", the language switch's label on English pages (2.4 kB).
 * English pages set it as their --font-devanagari: without it the label depended on the visitor's system
 * having a Devanagari font, and was blank where none is installed. Made with
 *   python3 -m fontTools.subset node_modules/@fontsource-variable/noto-sans-devanagari/files/\
 *     noto-sans-devanagari-devanagari-wght-normal.woff2 --text="हिंदी" --layout-features='*' \
 *     --flavor=woff2 --output-file=app/fonts/noto-sans-devanagari-hindi-label.woff2
 * If that label (messages/en.json site.otherLanguage) changes, make the file again with the new text.
 */
export const hindiLabelFont = localFont({
  src: './noto-sans-devanagari-hindi-label.woff2',
  variable: '--font-devanagari',
  weight: '100 900',
  display: 'swap',
  // Hindi pages do not show it; a preload would fetch it there for nothing.
  preload: false,
});
