import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { productCategories, products } from '@/db/schema';
import type { AdminWireProduct } from '@/lib/domain/wire/catalog';
import { productColumns } from './products';
import { productImagePath, toWireProduct } from './product-wire';

// The back-office's view of one product (any status), in the catalog's wire shape.

export async function loadProductRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.id, id));
  return row ?? null;
}

export type AdminProductRow = NonNullable<Awaited<ReturnType<typeof loadProductRow>>>;

/** The catalog's wire product, plus the site-relative picture path our own pages use (APP_URL may differ). */
export function toAdminWireProduct(row: AdminProductRow): AdminWireProduct {
  return { ...toWireProduct(row), image_path: productImagePath(row) };
}
