import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite ships a WASM build of Postgres; bundling it breaks its file loading.
  serverExternalPackages: ['@electric-sql/pglite'],
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  images: {
    // Uploaded files are served by our own /api/files route.
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/api/files/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  async rewrites() {
    // '&' in a folder name is fragile across tools; the page lives in a plain folder.
    return [{ source: '/term&conditions', destination: '/terms-and-conditions' }];
  },
};

export default nextConfig;
