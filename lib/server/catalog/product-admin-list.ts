import 'server-only';
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { productCategories, products } from '@/db/schema';
import type { AdminProductQuery } from '@/lib/domain/validation/product-admin-query';
import { paiseToDecimalString, rupeesToPaise } from '@/lib/domain/money';
import { requireStaff, type Caller } from '@/lib/server/accounts';
import { containsPattern, countOf, pageAndCount, rowCount, toCsv } from '@/lib/server/platform';
import { loadProductRow, toAdminWireProduct } from './product-admin-view';
import { productColumns } from './products';

// The back-office list: every status (archived only when asked for), any category, searched by name or
// SKU. The shop's public list is the catalog module's.

function filters(q: AdminProductQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.search) {
    const like = containsPattern(q.search);
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

export async function listProductsForStaff(caller: Caller, q: AdminProductQuery) {
  requireStaff(caller);
  const db = await getDb();
  const where = filters(q);
  return pageAndCount(
    q,
    {
      rows: ({ limit, offset }) =>
        db
          .select(productColumns)
          .from(products)
          .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
          .where(where)
          .orderBy(...ordering(q))
          .limit(limit)
          .offset(offset),
      total: () =>
        countOf(
          db
            .select({ n: rowCount() })
            .from(products)
            .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
            .where(where),
        ),
    },
    (rows) => rows.map(toAdminWireProduct),
  );
}

export async function categoryOptions(caller: Caller): Promise<{ slug: string; name: string }[]> {
  requireStaff(caller);
  const db = await getDb();
  return db
    .select({ slug: productCategories.slug, name: productCategories.name })
    .from(productCategories)
    .orderBy(asc(productCategories.name));
}

/** The whole filtered list (not one page) as CSV, prices in rupees: before GST (as /api's `price`) and as shown. */
export async function exportProductsCsv(caller: Caller, q: AdminProductQuery): Promise<string> {
  requireStaff(caller);
  const db = await getDb();
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(filters(q))
    .orderBy(...ordering(q))
    .limit(20_000);
  return toCsv(
    ['id', 'name', 'sku', 'category', 'price', 'price_incl_gst', 'stock_quantity', 'status', 'created_at', 'hsn_code', 'gst_rate'],
    rows
      .map(toAdminWireProduct)
      .map((p) => [
        p.id,
        p.name,
        p.sku,
        p.category_name,
        paiseToDecimalString(rupeesToPaise(p.price)),
        paiseToDecimalString(rupeesToPaise(p.price_incl_gst)),
        p.stock_quantity,
        p.status,
        p.created_at,
        p.hsn_code,
        p.gst_rate,
      ]),
  );
}

/** One product for the edit form (any status), or null. */
export async function productForEdit(caller: Caller, id: number) {
  requireStaff(caller);
  const row = Number.isInteger(id) && id > 0 ? await loadProductRow(await getDb(), id) : null;
  return row ? toAdminWireProduct(row) : null;
}
