import { ProductsSection } from '@/app/(backoffice)/_sections/products-section';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { requirePanelRole } from '@/lib/server/accounts';

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePanelRole(STAFF_ROLES);
  return <ProductsSection basePath="/manager/products" searchParams={await searchParams} />;
}
