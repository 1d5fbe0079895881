import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { COMPANY_DOCUMENTS } from '@/lib/config/documents';
import { guestCaller } from '@/lib/server/accounts';
import { listActiveProductStamps } from '@/lib/server/catalog';
import { absoluteUrl } from '@/lib/server/platform';

const PAGES = ['/', '/about', '/shop', '/donations', '/contact', '/faq', '/track', '/privacy-policy', '/term&conditions'];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection(); // products come from the database: never at build time
  const products = await listActiveProductStamps(guestCaller());
  return [
    ...PAGES.map((p) => ({ url: absoluteUrl(p.replace('&', '&amp;')), changeFrequency: 'weekly' as const, priority: p === '/' ? 1 : 0.7 })),
    ...COMPANY_DOCUMENTS.map((d) => ({ url: absoluteUrl(`/documents/${d.id}`), changeFrequency: 'yearly' as const, priority: 0.3 })),
    ...products.map((p) => ({
      url: absoluteUrl(`/shop/product/${p.id}`),
      lastModified: p.updatedAt,
      changeFrequency: 'daily' as const,
      priority: 0.8,
    })),
  ];
}
