// Test products, inserted directly; names carry a unique tag so a test can find only its own rows.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { productCategories, products } from '@/db/schema';
import type { ProductStatus } from '@/lib/domain/product-status';

export function uniqueTag(label = 'p'): string {
  return `${label}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export type TestProductInput = {
  name: string;
  category?: string;
  pricePaise?: number;
  originalPricePaise?: number | null;
  discountPercentage?: number | null;
  stock?: number;
  status?: ProductStatus;
  description?: string;
  sku?: string | null;
  imageUrl?: string | null;
  rating?: number;
};

export async function createProduct(input: TestProductInput) {
  const db = await getDb();
  const [category] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(sql`lower(${productCategories.slug}) = ${(input.category ?? 'crafts').toLowerCase()}`);
  const [row] = await db
    .insert(products)
    .values({
      name: input.name,
      description: input.description ?? `About ${input.name}`,
      categoryId: category.id,
      pricePaise: input.pricePaise ?? 10000,
      originalPricePaise: input.originalPricePaise ?? null,
      discountPercentage: input.discountPercentage ?? null,
      stock: input.stock ?? 10,
      status: input.status ?? 'active',
      sku: input.sku === undefined ? uniqueTag('SKU-') : input.sku,
      imageUrl: input.imageUrl === undefined ? '/images/products/clay-diya-set.webp' : input.imageUrl,
      rating: input.rating ?? 4.5,
    })
    .returning();
  return row;
}
