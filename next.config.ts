import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { env } from './lib/config/env';
import { securityHeaderRules } from './lib/config/security-headers';
import { FRESH_PUBLIC_PAGES, PUBLIC_SHARED_CACHE_CONTROL, SHARE_IMAGES } from './lib/config/shared-cache';
import path from 'node:path';
import { parseImageHosts } from './lib/domain/image-hosts';

// The environment through the one validated schema (lib/config/env.ts), as the server reads it.
const environment = env();
// Other hosts whose product pictures next/image may optimise (comma separated; see .env.example).
const imageHosts = parseImageHosts(environment.IMAGE_REMOTE_HOSTS);

/**
 * /shop without a free-text search is served from the prerender cache: these rewrites map its query
 * (category, page) onto the internal segment route /shop/listing/{category|all}/{page}, keeping the public
 * URL. A search, sort or price range (or an odd value) matches none of them and renders per request at /shop.
 */
const CATEGORY = '(?<category>[a-z0-9][a-z0-9-]{0,59})';
const PAGE = '(?<page>[1-9][0-9]{0,3})';
// A search, a sort or a price range is rendered per request (the cache would keep every combination).
const dynamicKeys = ['search', 'sort_by', 'sort_order', 'min_price', 'max_price'].map((key) => ({ type: 'query' as const, key }));
/** For each language: the shop's public address and the internal one of its [locale] segment. */
const shopRewrites = [
  { from: '/shop', to: '/en/shop' },
  { from: '/hi/shop', to: '/hi/shop' },
].flatMap(({ from, to }) => [
  {
    source: from,
    has: [
      { type: 'query' as const, key: 'category', value: CATEGORY },
      { type: 'query' as const, key: 'page', value: PAGE },
    ],
    missing: dynamicKeys,
    destination: `${to}/listing/:category/:page`,
  },
  {
    source: from,
    has: [{ type: 'query' as const, key: 'category', value: CATEGORY }],
    missing: [...dynamicKeys, { type: 'query' as const, key: 'page' }],
    destination: `${to}/listing/:category/1`,
  },
  {
    source: from,
    has: [{ type: 'query' as const, key: 'page', value: PAGE }],
    missing: [...dynamicKeys, { type: 'query' as const, key: 'category' }],
    destination: `${to}/listing/all/:page`,
  },
  {
    source: from,
    missing: [...dynamicKeys, { type: 'query' as const, key: 'category' }, { type: 'query' as const, key: 'page' }],
    destination: `${to}/listing/all/1`,
  },
]);

/**
 * English pages keep their plain addresses while living in app/[locale] (Hindi is /hi/...): after Next has
 * looked for files and fixed routes (the back-office pages, /api's fixed routes, robots.txt, the sitemap),
 * any other address is the English page of the same path. The paths of the other dynamic routes outside
 * [locale] are left alone. A rewrite, not a proxy: ordinary requests pay for one pattern test, no code.
 */
const NOT_ENGLISH_PAGES = '(?!(?:hi|en|api|admin|manager|sandbox|_next)(?:/|$))';
const englishRewrites = [
  { source: '/', destination: '/en' },
  { source: `/:path(${NOT_ENGLISH_PAGES}.*)`, destination: '/en/:path' },
];

const nextConfig: NextConfig = {
  // PGlite ships a WASM build of Postgres; bundling it breaks its file loading.
  // harfbuzzjs (PDF text shaping, lib/server/pdf/text.ts) finds its WASM next to its module file, so it too is
  // loaded from node_modules rather than bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'harfbuzzjs'],
  // Files read by path at run time, which the standalone output must carry: the PDFs' and sharing cards' fonts
  // (Indian scripts, Geist) and HarfBuzz's WASM.
  outputFileTracingIncludes: {
    '/**': [
      './lib/server/pdf/fonts/*',
      './node_modules/geist/dist/fonts/geist-sans/Geist-Regular.ttf',
      './node_modules/geist/dist/fonts/geist-sans/Geist-Bold.ttf',
      './node_modules/harfbuzzjs/dist/harfbuzz.wasm',
    ],
  },
  output: environment.NEXT_OUTPUT,
  poweredByHeader: false,
  // Next hashes every page body it sends (a JavaScript FNV loop over the whole HTML) to make an ETag: a
  // fifth of the CPU of a cached /shop answer under load. Pages are revalidated by their tags, not by
  // browsers' If-None-Match; the catalog API sets its own ETag once per cache entry (lib/server/http).
  generateEtags: false,
  // The same list for the browser's bundle: pictures of unlisted hosts are shown unoptimised, not broken.
  env: { IMAGE_REMOTE_HOSTS: imageHosts.join(',') },
  // Bounded, in memory or shared through Redis when REDIS_URL is set; starts empty (see the file).
  cacheHandler: path.resolve('lib/server/cache/next-cache-handler.mjs'),
  turbopack: {
    resolveAlias: {
      // Messages reach next-intl precompiled (lib/i18n/compiled-messages.ts), so its formatter needs no ICU
      // parser: the format-only build keeps about 10 KB gzip of intl-messageformat out of every page's JavaScript.
      'use-intl/format-message': 'use-intl/format-message/format-only',
    },
  },
  experimental: {
    // Two root layouts (the site in its language, the back-office): a path outside both gets app/global-not-found.tsx.
    globalNotFound: true,
    // Back-office forms send files of up to 5 MB (MAX_UPLOAD_BYTES) plus their text fields; the default 1 MB
    // made bigger uploads crash the page before our own size check could answer.
    serverActions: { bodySizeLimit: '6mb' },
  },
  images: {
    // Uploaded files are served by our own /api/files route.
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/api/files/**' }],
    remotePatterns: imageHosts.map((host) => ({ protocol: 'https' as const, hostname: host.replace(/:\d+$/, '') })),
    formats: ['image/avif', 'image/webp'],
    // Widths offered in srcset. The widest picture we show is a full-width hero; product cards are at most
    // ~460 CSS px (×2 or ×3 on phones). Next's default list adds 750, 2048 and 3840, which only made every
    // card's srcset (in each listing's HTML) longer.
    deviceSizes: [640, 828, 1080, 1200, 1920],
    // Resized pictures go through cacheHandler (Redis when REDIS_URL is set), not into .next/cache/images:
    // the app's folder may be read-only (README "Deploying", tests/e2e/deployment.spec.ts).
    customCacheHandler: true,
  },
  async headers() {
    return [
      ...securityHeaderRules(environment),
      ...[...FRESH_PUBLIC_PAGES, ...SHARE_IMAGES].map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: PUBLIC_SHARED_CACHE_CONTROL }],
      })),
    ];
  },
  // The English pages have one address each: /en/... is the plain one. Not their sharing cards: Next links
  // them at /en/.../opengraph-image, and a crawler sent through a 308 (which also lost the card's query) may
  // not follow it.
  async redirects() {
    return [
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path((?!(?:.*/)?opengraph-image$).*)', destination: '/:path', permanent: true },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: shopRewrites,
      // '&' in a folder name is fragile across tools; the page lives in a plain folder.
      afterFiles: [
        { source: '/term&conditions', destination: '/en/terms-and-conditions' },
        { source: '/hi/term&conditions', destination: '/hi/terms-and-conditions' },
        ...englishRewrites,
      ],
      fallback: [],
    };
  },
};

// Messages and the per-request locale: lib/i18n/request.ts.
export default createNextIntlPlugin('./lib/i18n/request.ts')(nextConfig);
