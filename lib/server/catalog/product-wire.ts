import 'server-only';
import type { ProductStatus } from '@/lib/domain/product-status';
import { DEFAULT_RATING, FALLBACK_PRODUCT_IMAGE } from '@/lib/domain/catalog';
import { paiseToRupees } from '@/lib/domain/money';
import { taxableOf } from '@/lib/domain/gst';
import type { WireProduct } from '@/lib/domain/wire/catalog';
import { absoluteUrl } from '@/lib/server/platform';
import { filePath } from '@/lib/server/files';

/** The columns the wire object is made from (a product row joined with its category). */
export type ProductRow = {
  id: number;
  name: string;
  description: string;
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  nameHi: string | null;
  descriptionHi: string | null;
  categoryNameHi: string | null;
  /** The price shown, GST included (as products store it). */
  pricePaise: number;
  originalPricePaise: number | null;
  discountPercentage: number | null;
  hsnCode: string | null;
  gstRate: number;
  stock: number;
  sku: string | null;
  status: ProductStatus;
  imageFileId: number | null;
  imageUrl: string | null;
  images: string[];
  rating: number | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** Site-relative path of a product's main picture: an upload wins over a shipped picture. */
export function productImagePath(row: Pick<ProductRow, 'imageFileId' | 'imageUrl'>): string {
  if (row.imageFileId) return filePath(row.imageFileId);
  return row.imageUrl || FALLBACK_PRODUCT_IMAGE;
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function toWireProduct(row: ProductRow): WireProduct {
  const image = absoluteUrl(productImagePath(row));
  const extra = (row.images ?? []).filter((u) => typeof u === 'string' && u.length > 0).map(absoluteUrl);
  const images = extra.includes(image) ? extra : [image, ...extra];
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    description: row.description,
    category: row.categorySlug,
    category_name: row.categoryName,
    category_id: row.categoryId,
    // Products store the price shown (GST included); /api's `price` stays before GST, worked back half up.
    price: paiseToRupees(taxableOf(row.pricePaise, Number(row.gstRate))),
    original_price: row.originalPricePaise == null ? null : paiseToRupees(taxableOf(row.originalPricePaise, Number(row.gstRate))),
    price_incl_gst: paiseToRupees(row.pricePaise),
    original_price_incl_gst: row.originalPricePaise == null ? null : paiseToRupees(row.originalPricePaise),
    discount_percentage: row.discountPercentage,
    hsn_code: row.hsnCode,
    gst_rate: Number(row.gstRate),
    stock_quantity: row.stock,
    stock: row.stock,
    sku: row.sku,
    status: row.status,
    image,
    imageUrl: image,
    images,
    rating: row.rating == null ? DEFAULT_RATING : Number(row.rating),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    name_hi: row.nameHi,
    description_hi: row.descriptionHi,
    category_name_hi: row.categoryNameHi,
  };
}
