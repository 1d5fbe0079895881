/**
 * The fonts a sharing card (Open Graph image) is drawn with: the shipped TTFs (Geist, Noto Sans for the Indian
 * scripts) as next/og takes them, and what they can draw. lib/server/pdf/share-fonts.ts loads them.
 */
export type ShareCardFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' };
export type ShareCardFonts = {
  fonts: ShareCardFont[];
  /** The text without the characters no shipped font can draw (next/og would fetch a font or emoji for them). */
  drawable: (text: string) => string;
};
