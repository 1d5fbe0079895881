import type { Metadata } from 'next';
import { ShopNotFound } from '@/components/shop/shop-not-found';

// A 404 takes its title from the nearest not-found file, not from the page's generateMetadata (which threw).
// The title stays English: a not-found file gets no params (see app/[locale]/not-found.tsx); its text is translated.
export const metadata: Metadata = { title: 'Product Not Found', robots: { index: false } };

export default function ProductNotFound() {
  return <ShopNotFound kind="product" />;
}
