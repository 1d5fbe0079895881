// First-load JavaScript of a page: every script chunk its HTML loads or preloads, raw and gzipped.
// (Next 16's build output no longer prints sizes, so the harness measures what a browser downloads.)
import { gzipSync } from 'node:zlib';

export type FirstLoadJs = { path: string; chunks: number; rawKb: number; gzipKb: number };

export async function firstLoadJs(base: string, path: string): Promise<FirstLoadJs> {
  const html = await (await fetch(`${base}${path}`)).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]));
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const bytes = Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  return { path, chunks: urls.size, rawKb: kb(raw), gzipKb: kb(gzip) };
}
