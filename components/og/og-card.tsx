import { ImageResponse } from 'next/og';
import type { ShareCardFonts } from '@/lib/domain/share-card';

type Piece = ReturnType<ShareCardFonts['pieces']>[number];

/** Pieces grouped into words (split at spaces), so a line breaks between words, never inside one ("सेट" + ")"). */
function words(pieces: Piece[]): Piece[][] {
  const out: Piece[][] = [[]];
  for (const piece of pieces) {
    if ('svg' in piece) {
      out[out.length - 1].push(piece);
      continue;
    }
    piece.text.split(/( +)/).forEach((part) => {
      if (!part) return;
      if (part.startsWith(' ')) out.push([{ text: part }], []);
      else out[out.length - 1].push({ text: part });
    });
  }
  return out.filter((word) => word.length);
}

/** One line of the card: plain runs as text, Indian-script runs as the shaped SVG pictures share-fonts.ts draws. */
function Shaped({ text, size, bold, color, fonts }: { text: string; size: number; bold: boolean; color: string; fonts: ShareCardFonts }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', color, fontSize: size, lineHeight: 1.5 }}>
      {words(fonts.pieces(text, size, bold, color)).map((word, i) => (
        <div key={i} style={{ display: 'flex', alignItems: 'center' }}>
          {word.map((piece, j) =>
            'svg' in piece ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img key={j} src={piece.svg} width={piece.width} height={piece.height} alt="" />
            ) : (
              <span key={j} style={{ whiteSpace: 'pre' }}>
                {piece.text}
              </span>
            ),
          )}
        </div>
      ))}
    </div>
  );
}

export const OG_SIZE = { width: 1200, height: 630 };
const FAMILIES = [
  'Geist',
  'Noto Sans Devanagari',
  ...['Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam'].map((s) => `Noto Sans ${s}`),
]
  .map((f) => `'${f}'`)
  .join(', ');

/**
 * A 1200x630 sharing card in the site's colours, drawn with the shipped fonts only (lib/server/pdf/share-fonts.ts):
 * characters they cannot draw (emoji, scripts without a shipped font) are left out, so nothing is fetched.
 * picture: a data: URL of a square PNG, drawn on the right (a product's photo).
 */
export function ogCard(
  card: {
    eyebrow: string;
    title: string;
    detail?: string;
    footer: string;
    picture?: string | null;
  },
  shareFonts: ShareCardFonts,
  init?: ResponseInit,
) {
  const { picture } = card;
  const [eyebrow, title, detail, footer] = [card.eyebrow, card.title, card.detail ?? '', card.footer].map(shareFonts.drawable);
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', fontFamily: FAMILIES }}>
      <div
        style={{
          flex: 1,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 72,
          background: 'linear-gradient(135deg, #fff8eb 0%, #feeac7 60%, #d8f3e1 100%)',
          color: '#1f2937',
        }}
      >
        <div style={{ display: 'flex', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 2 }}>
          <Shaped text={eyebrow} size={30} bold color="#b03b09" fonts={shareFonts} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontWeight: 800 }}>
            <Shaped
              text={title}
              size={picture ? (title.length > 30 ? 48 : 60) : title.length > 40 ? 64 : 80}
              bold
              color="#1f2937"
              fonts={shareFonts}
            />
          </div>
          {detail && (
            <div style={{ display: 'flex', marginTop: 16, fontWeight: 700 }}>
              <Shaped text={detail} size={56} bold color="#1a5133" fonts={shareFonts} />
            </div>
          )}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, color: '#1a5133' }}>
          <div style={{ display: 'flex', width: 28, height: 28, borderRadius: 14, background: '#f07a0b', marginRight: 16 }} />
          <Shaped text={footer} size={30} bold={false} color="#1a5133" fonts={shareFonts} />
        </div>
      </div>
      {picture && (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={picture} width={630} height={630} alt="" style={{ width: 630, height: 630, objectFit: 'cover' }} />
      )}
    </div>,
    { ...OG_SIZE, ...init, fonts: shareFonts.fonts },
  );
}
