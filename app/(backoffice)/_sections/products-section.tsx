import { parseAdminProductQuery } from '@/lib/domain/validation/product-admin-query';
import { currentCaller } from '@/lib/server/accounts/session';
import { categoryOptions, listProductsForStaff } from '@/lib/server/catalog';
import { Pagination, withQuery } from '@/components/backoffice/ui';
import { ProductList } from '@/components/backoffice/products/product-list';
import { ProductToolbar } from '@/components/backoffice/products/product-toolbar';

type Search = Record<string, string | string[] | undefined>;

/** All Products, shared by /admin/products and /manager/products. */
export async function ProductsSection({ basePath, searchParams }: { basePath: string; searchParams: Search }) {
  const q = parseAdminProductQuery(searchParams);
  const caller = await currentCaller();
  const [page, categories] = await Promise.all([listProductsForStaff(caller, q), categoryOptions(caller)]);
  const keep = { search: q.search, category: q.category, status: q.status, sort_by: q.sort_by, sort_order: q.sort_order, view: q.view };
  return (
    <div className="space-y-4">
      <ProductToolbar categories={categories} addHref={`${basePath}/add`} />
      <p className="text-sm text-gray-600">{page.total} product(s)</p>
      <ProductList products={page.data} view={q.view} editBase={`${basePath}/edit`} />
      <Pagination page={page.current_page} lastPage={page.last_page} hrefFor={(p) => withQuery(basePath, { ...keep, page: p })} />
    </div>
  );
}
