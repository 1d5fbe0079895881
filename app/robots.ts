import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/server/platform';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/manager', '/auth', '/cart', '/checkout', '/profile', '/api/', '/sandbox', '/permission-denied'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
