import { ProductFormSection } from '@/app/(backoffice)/_sections/product-form-section';
import { requirePanelRole } from '@/lib/server/accounts';

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requirePanelRole('admin');
  return <ProductFormSection id={(await params).id} listHref="/admin/products" returnAfterMs={1500} />;
}
