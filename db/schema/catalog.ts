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
    /** What a new product of this category starts with (the office may change both per product). */
    defaultGstRate: numeric('default_gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
    defaultHsnCode: text('default_hsn_code'),
    createdAt: createdAt(),
  },
  // 'crafts', 'Crafts' and 'Craft' resolve to one category: slugs are unique case-insensitively.
  (t) => [
    uniqueIndex('product_categories_slug_lower_idx').on(sql`lower(${t.slug})`),
    check('product_categories_gst_rate_check', sql`${t.defaultGstRate} in (0, 0.25, 3, 5, 12, 18, 28, 40)`),
  ],
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
    /** HSN code (4, 6 or 8 digits) printed on invoices; null until the office enters it. */
    hsnCode: text('hsn_code'),
    /** GST rate in percent, one of lib/domain/gst.ts GST_RATES. */
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(18),
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
    // The shop's search (lib/server/catalog/products.ts): substring tests in either language.
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_description_trgm_idx').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    index('products_name_hi_trgm_idx').using('gin', sql`lower(${t.nameHi}) gin_trgm_ops`),
    index('products_description_hi_trgm_idx').using('gin', sql`lower(${t.descriptionHi}) gin_trgm_ops`),
    check('products_price_check', sql`${t.pricePaise} > 0`),
    check('products_original_price_check', sql`${t.originalPricePaise} is null or ${t.originalPricePaise} > 0`),
    check('products_discount_check', sql`${t.discountPercentage} is null or ${t.discountPercentage} between 0 and 100`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    // The same list as lib/domain/gst.ts GST_RATES (a new rate needs both, and a migration).
    check('products_gst_rate_check', sql`${t.gstRate} in (0, 0.25, 3, 5, 12, 18, 28, 40)`),
    check('products_hsn_code_check', sql`${t.hsnCode} is null or ${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('products_rating_check', sql`${t.rating} between 0 and 5`),
    check('products_status_check', sql`${t.status} in ('active', 'inactive', 'draft', 'archived')`),
  ],
);

/**
 * "Tell me when it is back" (issue 37): an e-mail address waiting for a sold-out product, in the language of
 * the page it was left on. Deleted when its one mail is queued (stock from 0 to more), or with the product.
 */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_notifications_product_email_idx').on(t.productId, sql`lower(${t.email})`),
    check('stock_notifications_locale_check', sql`${t.locale} in ('en', 'hi')`),
  ],
);
