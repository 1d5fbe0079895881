import { ProductFormSection } from '@/app/(backoffice)/_sections/product-form-section';
import { requirePageRole } from '@/lib/server/accounts/session';

export default async function Page() {
  await requirePageRole('admin');
  return <ProductFormSection listHref="/admin/products" returnAfterMs={1500} />;
}
