import 'server-only';
import qrcode from 'qrcode-generator';

/** A QR code as an SVG drawing: its side in modules (with a 4-module quiet zone) and one path of dark squares. */
export type QrDrawing = { size: number; path: string };

export function qrDrawing(text: string): QrDrawing {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const margin = 4;
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) if (qr.isDark(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
  }
  return { size: count + 2 * margin, path };
}

/** The same drawing as a standalone SVG document (for /api clients). */
export const qrSvg = ({ size, path }: QrDrawing) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
