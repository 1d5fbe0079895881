// Where and how the asset jobs write: paths relative to the repository root, SVG rendered to WebP by sharp.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEBP_QUALITY = 75;

/** A file a job wrote, for the summary the entry script prints. */
export type Written = { rel: string; bytes: number };

export async function writeWebp(rel: string, svg: string, width: number, height: number): Promise<Written> {
  const buf = await sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height)
    .webp({ quality: WEBP_QUALITY, effort: 6, smartSubsample: true })
    .toBuffer();
  return writeOutput(rel, buf);
}

export async function writeOutput(rel: string, content: string | Uint8Array): Promise<Written> {
  const out = path.join(ROOT, rel);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, content);
  return { rel, bytes: typeof content === 'string' ? Buffer.byteLength(content) : content.length };
}
