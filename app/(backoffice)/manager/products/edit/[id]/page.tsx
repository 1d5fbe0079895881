import { ProductFormSection } from '@/app/(backoffice)/_sections/product-form-section';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { requirePageRole } from '@/lib/server/accounts/session';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/manager/products/edit');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requirePageRole(STAFF_ROLES);
  return <ProductFormSection id={(await params).id} listHref="/manager/products" returnAfterMs={2000} />;
}
