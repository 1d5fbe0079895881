import { ProductsSection } from '@/app/(backoffice)/_sections/products-section';
import { requirePageRole } from '@/lib/server/accounts/session';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/admin/products');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageRole('admin');
  return <ProductsSection basePath="/admin/products" searchParams={await searchParams} />;
}
