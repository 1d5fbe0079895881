import { ProductsSection } from '@/app/(backoffice)/_sections/products-section';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { requirePageRole } from '@/lib/server/accounts/session';

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageRole(STAFF_ROLES);
  return <ProductsSection basePath="/manager/products" searchParams={await searchParams} />;
}
