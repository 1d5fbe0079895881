import { sql } from 'drizzle-orm';
import { check, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { products } from './catalog';
import { users } from './users';

export const carts = pgTable('carts', {
  id: id(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('cart_items_cart_product_unique').on(t.cartId, t.productId), check('cart_items_quantity_check', sql`${t.quantity} > 0`)],
);
