/**
 * The fonts a sharing card (Open Graph image) is drawn with: the shipped TTFs (Geist, Noto Sans for the Indian
 * scripts) as next/og takes them, and what they can draw. lib/server/pdf/share-fonts.ts loads them.
 */
export type ShareCardFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' };
export type ShareCardFonts = {
  fonts: ShareCardFont[];
  /** The text without the characters no shipped font can draw (next/og would fetch a font or emoji for them). */
  drawable: (text: string) => string;
  /**
   * The text in pieces to lay out in a row: plain text for next/og's own fonts, and each run of an Indian script
   * shaped by HarfBuzz and drawn as an SVG picture (next/og sets those scripts without shaping).
   */
  pieces: (text: string, sizePx: number, bold: boolean, color: string) => SharePiece[];
};
export type SharePiece = { text: string } | { svg: string; width: number; height: number };
