import type { Metadata } from 'next';
import { ShopNotFound } from '@/components/shop/shop-not-found';

// A 404 takes its title from the nearest not-found file, not from the page's generateMetadata (which threw).
// The title stays English: a not-found file gets no params (see app/[locale]/not-found.tsx); its text is translated.
export const metadata: Metadata = { title: 'Shop Page Not Found', robots: { index: false } };

// A page past the last one (/shop?page=99): inside the site's layout, so one header and one footer.
export default function ShopPageNotFound() {
  return <ShopNotFound kind="page" />;
}
