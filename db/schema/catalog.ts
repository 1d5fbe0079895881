import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProductStatus } from '@/lib/domain/product-status';
import { createdAt, id, updatedAt } from './columns';
import { files } from './files';
import { users } from './users';

export const productCategories = pgTable(
  'product_categories',
  {
    id: id(),
    name: text('name').notNull(),
    /** Hindi name for /hi pages; null shows the English one. */
    nameHi: text('name_hi'),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  // 'crafts', 'Crafts' and 'Craft' resolve to one category: slugs are unique case-insensitively.
  (t) => [uniqueIndex('product_categories_slug_lower_idx').on(sql`lower(${t.slug})`)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Hindi texts for /hi pages; null (or empty) shows the English ones. */
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    discountPercentage: integer('discount_percentage'),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').unique(),
    status: text('status').$type<ProductStatus>().notNull().default('active'),
    /** Uploaded image (files table); imageUrl is used for images that ship with the site. */
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(4.5),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_status_created_idx').on(t.status, t.createdAt),
    index('products_status_price_idx').on(t.status, t.pricePaise),
    index('products_category_status_idx').on(t.categoryId, t.status),
    index('products_name_lower_idx').on(sql`lower(${t.name})`),
    check('products_price_check', sql`${t.pricePaise} > 0`),
    check('products_original_price_check', sql`${t.originalPricePaise} is null or ${t.originalPricePaise} > 0`),
    check('products_discount_check', sql`${t.discountPercentage} is null or ${t.discountPercentage} between 0 and 100`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_rating_check', sql`${t.rating} between 0 and 5`),
    check('products_status_check', sql`${t.status} in ('active', 'inactive', 'draft', 'archived')`),
  ],
);
