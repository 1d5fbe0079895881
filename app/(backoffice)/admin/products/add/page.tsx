import { ProductFormSection } from '@/app/(backoffice)/_sections/product-form-section';
import { requirePanelRole } from '@/lib/server/accounts';

export default async function Page() {
  await requirePanelRole('admin');
  return <ProductFormSection listHref="/admin/products" returnAfterMs={1500} />;
}
