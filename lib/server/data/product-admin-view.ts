import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { productCategories, products } from '@/db/schema';
import { paiseToRupees } from '@/lib/domain/money';
import { absoluteUrl } from '@/lib/server/env';
import { filePath } from '@/lib/server/files';

// The back-office's view of one product after a write. Kept to the fields of DESIGN.md §4 so that it can be
// swapped for the catalog's shared wire mapper once both land on main.

export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  categoryId: products.categoryId,
  categorySlug: productCategories.slug,
  categoryName: productCategories.name,
  pricePaise: products.pricePaise,
  originalPricePaise: products.originalPricePaise,
  discountPercentage: products.discountPercentage,
  stock: products.stock,
  sku: products.sku,
  status: products.status,
  imageFileId: products.imageFileId,
  imageUrl: products.imageUrl,
  images: products.images,
  rating: products.rating,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export async function loadProductRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.id, id));
  return row ?? null;
}

export type AdminProductRow = NonNullable<Awaited<ReturnType<typeof loadProductRow>>>;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toAdminWireProduct(row: AdminProductRow) {
  const path = row.imageFileId ? filePath(row.imageFileId) : row.imageUrl || '/images/fallback-product.webp';
  const image = absoluteUrl(path);
  const extra = (row.images ?? []).map((u) => absoluteUrl(u));
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    description: row.description,
    category: row.categorySlug,
    category_name: row.categoryName,
    category_id: row.categoryId,
    price: paiseToRupees(row.pricePaise),
    original_price: row.originalPricePaise == null ? null : paiseToRupees(row.originalPricePaise),
    discount_percentage: row.discountPercentage,
    stock_quantity: row.stock,
    stock: row.stock,
    sku: row.sku,
    status: row.status,
    image,
    /** Site-relative path of the picture, for our own pages (APP_URL may differ from the host in use). */
    image_path: path,
    imageUrl: image,
    images: extra.includes(image) ? extra : [image, ...extra],
    rating: Number(row.rating ?? 4.5),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
export type AdminWireProduct = ReturnType<typeof toAdminWireProduct>;
