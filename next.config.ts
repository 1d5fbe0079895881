import type { NextConfig } from 'next';
import { securityHeaders } from './lib/config/security-headers';
import path from 'node:path';
import { parseImageHosts } from './lib/domain/image-hosts';

// Other hosts whose product pictures next/image may optimise (comma separated; see .env.example).
const imageHosts = parseImageHosts(process.env.IMAGE_REMOTE_HOSTS);

/**
 * /shop without a free-text search is served from the prerender cache: these rewrites map its query
 * (category, page) onto the internal segment route /shop/listing/{category|all}/{page}, keeping the public
 * URL. A search (or an odd value) matches none of them and renders per request at /shop.
 */
const CATEGORY = '(?<category>[a-z0-9][a-z0-9-]{0,59})';
const PAGE = '(?<page>[1-9][0-9]{0,3})';
const noSearch = { type: 'query' as const, key: 'search' };
const shopRewrites = [
  {
    source: '/shop',
    has: [
      { type: 'query' as const, key: 'category', value: CATEGORY },
      { type: 'query' as const, key: 'page', value: PAGE },
    ],
    missing: [noSearch],
    destination: '/shop/listing/:category/:page',
  },
  {
    source: '/shop',
    has: [{ type: 'query' as const, key: 'category', value: CATEGORY }],
    missing: [noSearch, { type: 'query' as const, key: 'page' }],
    destination: '/shop/listing/:category/1',
  },
  {
    source: '/shop',
    has: [{ type: 'query' as const, key: 'page', value: PAGE }],
    missing: [noSearch, { type: 'query' as const, key: 'category' }],
    destination: '/shop/listing/all/:page',
  },
  {
    source: '/shop',
    missing: [noSearch, { type: 'query' as const, key: 'category' }, { type: 'query' as const, key: 'page' }],
    destination: '/shop/listing/all/1',
  },
];

const nextConfig: NextConfig = {
  // PGlite ships a WASM build of Postgres; bundling it breaks its file loading.
  serverExternalPackages: ['@electric-sql/pglite'],
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // The same list for the browser's bundle: pictures of unlisted hosts are shown unoptimised, not broken.
  env: { IMAGE_REMOTE_HOSTS: imageHosts.join(',') },
  // Shared through Redis when REDIS_URL is set; never serves what the build prerendered (see the file).
  cacheHandler: path.resolve('lib/server/cache/next-cache-handler.mjs'),
  experimental: {
    // Back-office forms send files of up to 5 MB (MAX_UPLOAD_BYTES) plus their text fields; the default 1 MB
    // made bigger uploads crash the page before our own size check could answer.
    serverActions: { bodySizeLimit: '6mb' },
  },
  images: {
    // Uploaded files are served by our own /api/files route.
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/api/files/**' }],
    remotePatterns: imageHosts.map((host) => ({ protocol: 'https' as const, hostname: host.replace(/:\d+$/, '') })),
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
  async rewrites() {
    return {
      beforeFiles: shopRewrites,
      // '&' in a folder name is fragile across tools; the page lives in a plain folder.
      afterFiles: [{ source: '/term&conditions', destination: '/terms-and-conditions' }],
      fallback: [],
    };
  },
};

export default nextConfig;
