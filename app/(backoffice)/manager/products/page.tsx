import { ProductsSection } from '@/app/(backoffice)/_sections/products-section';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { requirePageRole } from '@/lib/server/accounts/session';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/manager/products');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageRole(STAFF_ROLES);
  return <ProductsSection basePath="/manager/products" searchParams={await searchParams} />;
}
