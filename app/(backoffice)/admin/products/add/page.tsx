import { ProductFormSection } from '@/app/(backoffice)/_sections/product-form-section';
import { requirePageRole } from '@/lib/server/accounts/session';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/admin/products/add');

export default async function Page() {
  await requirePageRole('admin');
  return <ProductFormSection listHref="/admin/products" returnAfterMs={1500} />;
}
