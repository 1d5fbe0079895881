import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { COMPANY_DOCUMENTS } from '@/lib/config/documents';
import { guestCaller } from '@/lib/server/accounts';
import { listActiveProductStamps } from '@/lib/server/catalog';
import { listCampaignStamps } from '@/lib/server/donations';
import { campaignPath } from '@/lib/domain/campaigns';
import { absoluteUrl } from '@/lib/server/platform';
import { localizedPath, routing } from '@/lib/i18n/routing';

const PAGES = ['/', '/about', '/shop', '/donations', '/contact', '/faq', '/track', '/privacy-policy', '/term&conditions'];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection(); // products come from the database: never at build time
  const [products, campaigns] = await Promise.all([listActiveProductStamps(guestCaller()), listCampaignStamps(guestCaller())]);
  const entries: (Omit<MetadataRoute.Sitemap[number], 'url'> & { path: string })[] = [
    ...PAGES.map((p) => ({ path: p, changeFrequency: 'weekly' as const, priority: p === '/' ? 1 : 0.7 })),
    ...COMPANY_DOCUMENTS.map((d) => ({ path: `/documents/${d.id}`, changeFrequency: 'yearly' as const, priority: 0.3 })),
    ...products.map((p) => ({
      path: `/shop/product/${p.id}`,
      lastModified: p.updatedAt,
      changeFrequency: 'daily' as const,
      priority: 0.8,
    })),
    ...campaigns.map((c) => ({ path: campaignPath(c.id), lastModified: c.updatedAt, changeFrequency: 'daily' as const, priority: 0.8 })),
  ];
  // Every page in both languages, each naming the other as its alternate (hreflang).
  const url = (path: string) => absoluteUrl(path.replace('&', '&amp;'));
  return entries.flatMap(({ path, ...rest }) =>
    routing.locales.map((locale) => ({
      ...rest,
      url: url(localizedPath(path, locale)),
      alternates: { languages: Object.fromEntries(routing.locales.map((l) => [l, url(localizedPath(path, l))])) },
    })),
  );
}
