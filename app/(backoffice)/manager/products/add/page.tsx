import { ProductFormSection } from '@/app/(backoffice)/_sections/product-form-section';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { requirePageRole } from '@/lib/server/accounts/session';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/manager/products/add');

export default async function Page() {
  await requirePageRole(STAFF_ROLES);
  return <ProductFormSection listHref="/manager/products" returnAfterMs={2000} />;
}
