import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/server/platform';

/** Pages of one visitor, in both languages. */
const PRIVATE_PAGES = ['/auth', '/cart', '/checkout', '/profile', '/permission-denied'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/manager', '/api/', '/sandbox', ...PRIVATE_PAGES, ...PRIVATE_PAGES.map((p) => `/hi${p}`)],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
