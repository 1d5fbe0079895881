import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Caller } from '@/lib/server/accounts';
import { readPublicFile } from '@/lib/server/files';

// The product's picture for its sharing card (opengraph-image): read where it lives (public/images, an
// uploaded file, or another host), cut square and turned into a PNG the card renderer can draw. Anything
// that fails gives null, and the card is drawn without the picture.

const SIDE = 520;
const MAX_REMOTE_BYTES = 5 * 1024 * 1024;
const PUBLIC_DIR = path.join(process.cwd(), 'public');

async function pictureBytes(caller: Caller, url: URL): Promise<Uint8Array | null> {
  if (url.pathname.startsWith('/images/')) {
    const file = path.normalize(path.join(PUBLIC_DIR, decodeURIComponent(url.pathname)));
    return file.startsWith(`${PUBLIC_DIR}${path.sep}`) ? readFile(file) : null;
  }
  const own = /^\/api\/files\/(\d{1,10})$/.exec(url.pathname);
  if (own) return (await readPublicFile(caller, Number(own[1])))?.data ?? null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const res = await fetch(url, { signal: AbortSignal.timeout(3000), redirect: 'follow' });
  if (!res.ok || Number(res.headers.get('content-length') ?? 0) > MAX_REMOTE_BYTES) return null;
  const bytes = new Uint8Array(await res.arrayBuffer());
  return bytes.byteLength > MAX_REMOTE_BYTES ? null : bytes;
}

/** A data: URL of the product's picture as a square PNG, or null when it cannot be read. */
export async function productSharePicture(caller: Caller, imageUrl: string): Promise<string | null> {
  try {
    const bytes = await pictureBytes(caller, new URL(imageUrl, 'http://localhost'));
    if (!bytes) return null;
    const png = await sharp(bytes).resize(SIDE, SIDE, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}
