import { ProductFormSection } from '@/app/(backoffice)/_sections/product-form-section';
import { requirePageRole } from '@/lib/server/accounts/session';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/admin/products/edit');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requirePageRole('admin');
  return <ProductFormSection id={(await params).id} listHref="/admin/products" returnAfterMs={1500} />;
}
