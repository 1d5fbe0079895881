import { notFound } from 'next/navigation';
import { currentCaller } from '@/lib/server/accounts/session';
import { categoryOptions, productForEdit } from '@/lib/server/catalog';
import { ProductForm } from '@/components/backoffice/products/product-form';

/** Add (no id) or edit (id) page body, shared by the admin panel and the manager's standalone pages. */
export async function ProductFormSection({ id, listHref, returnAfterMs }: { id?: string; listHref: string; returnAfterMs: number }) {
  const caller = await currentCaller();
  const [categories, product] = await Promise.all([
    categoryOptions(caller),
    id ? productForEdit(caller, Number(id)) : Promise.resolve(undefined),
  ]);
  if (id && !product) notFound();
  return <ProductForm product={product ?? undefined} categories={categories} listHref={listHref} returnAfterMs={returnAfterMs} />;
}
