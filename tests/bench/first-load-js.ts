// First-load JavaScript of a page: every script chunk its HTML loads or preloads (not the noModule
// polyfills modern browsers skip), raw and gzipped, and the part that is the page's own (chunks a plain
// static page of the site does not load). Next 16's build output no longer prints these sizes.
import { gzipSync } from 'node:zlib';

export type FirstLoadJs = { path: string; chunks: number; rawKb: number; gzipKb: number; ownGzipKb: number };

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

async function scriptUrls(base: string, path: string): Promise<Set<string>> {
  const html = await (await fetch(`${base}${path}`)).text();
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]).filter((t) => !/noModule/i.test(t));
  return new Set(tags.flatMap((t) => [...t.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1])));
}

export async function firstLoadJs(base: string, path: string, baselinePath = '/privacy-policy'): Promise<FirstLoadJs> {
  const [urls, baseline] = await Promise.all([scriptUrls(base, path), scriptUrls(base, baselinePath)]);
  let raw = 0;
  let gzip = 0;
  let own = 0;
  for (const url of urls) {
    const bytes = Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    if (!baseline.has(url)) own += zipped;
  }
  return { path, chunks: urls.size, rawKb: kb(raw), gzipKb: kb(gzip), ownGzipKb: kb(own) };
}
