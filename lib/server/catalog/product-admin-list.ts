import 'server-only';
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { productCategories, products } from '@/db/schema';
import type { AdminProductQuery } from '@/lib/domain/validation/product-admin-query';
import { paginated } from '@/lib/server/http';
import { loadProductRow, toAdminWireProduct } from './product-admin-view';
import { productColumns } from './products';

// The back-office list: every status (archived only when asked for), any category, searched by name or
// SKU. The shop's public list is the catalog module's.

function filters(q: AdminProductQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.search) {
    const like = `%${q.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(products.name, like), ilike(products.sku, like))!);
  }
  if (q.category) where.push(sql`lower(${productCategories.slug}) = lower(${q.category})`);
  where.push(q.status ? eq(products.status, q.status) : ne(products.status, 'archived'));
  return and(...where);
}

function ordering(q: AdminProductQuery) {
  const dir = q.sort_order === 'asc' ? asc : desc;
  const column = q.sort_by === 'name' ? sql`lower(${products.name})` : q.sort_by === 'price' ? products.pricePaise : products.createdAt;
  return [dir(column), dir(products.id)];
}

export async function listProductsForStaff(q: AdminProductQuery) {
  const db = await getDb();
  const where = filters(q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(where)
      .orderBy(...ordering(q))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(where),
  ]);
  return paginated(rows.map(toAdminWireProduct), q.page, q.per_page, total);
}

export async function categoryOptions(): Promise<{ slug: string; name: string }[]> {
  const db = await getDb();
  return db
    .select({ slug: productCategories.slug, name: productCategories.name })
    .from(productCategories)
    .orderBy(asc(productCategories.name));
}

const csvCell = (v: unknown) => {
  const s = v == null ? '' : String(v);
  // A leading = + - @ would run as a formula in a spreadsheet: neutralise it.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The whole filtered list (not one page) as CSV, prices in rupees. */
export async function exportProductsCsv(q: AdminProductQuery): Promise<string> {
  const db = await getDb();
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(filters(q))
    .orderBy(...ordering(q))
    .limit(20_000);
  const header = ['id', 'name', 'sku', 'category', 'price', 'stock_quantity', 'status', 'created_at'];
  const lines = rows
    .map(toAdminWireProduct)
    .map((p) =>
      [p.id, p.name, p.sku, p.category_name, p.price.toFixed(2), p.stock_quantity, p.status, p.created_at].map(csvCell).join(','),
    );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** One product for the edit form (any status), or null. */
export async function productForEdit(id: number) {
  const row = Number.isInteger(id) && id > 0 ? await loadProductRow(await getDb(), id) : null;
  return row ? toAdminWireProduct(row) : null;
}
