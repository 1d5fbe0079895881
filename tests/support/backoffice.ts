// Test data for the back-office suites: products and orders made directly in the database.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { orderItems, orders, productCategories, products } from '@/db/schema';

export const uniq = (label: string) => `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`.toUpperCase();

async function ensureCategory(slug = 'crafts'): Promise<number> {
  const db = await getDb();
  const [found] = await db
    .select()
    .from(productCategories)
    .where(sql`lower(${productCategories.slug}) = ${slug.toLowerCase()}`);
  if (found) return found.id;
  const [row] = await db
    .insert(productCategories)
    .values({ name: slug[0].toUpperCase() + slug.slice(1), slug })
    .returning();
  return row.id;
}

export async function makeProduct(overrides: Partial<typeof products.$inferInsert> = {}) {
  const db = await getDb();
  const categoryId = overrides.categoryId ?? (await ensureCategory());
  const [row] = await db
    .insert(products)
    .values({ name: `Product ${uniq('p')}`, pricePaise: 49900, stock: 10, sku: uniq('sku'), ...overrides, categoryId })
    .returning();
  return row;
}

export async function makeOrder(
  options: {
    productId?: number;
    totalPaise?: number;
    paymentStatus?: 'pending' | 'paid';
    status?: 'pending' | 'processing' | 'delivered';
    createdAt?: Date;
    name?: string;
  } = {},
) {
  const db = await getDb();
  const total = options.totalPaise ?? 100000;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: uniq('ORD'),
      paymentMethod: 'cod',
      paymentStatus: options.paymentStatus ?? 'pending',
      status: options.status ?? 'pending',
      shippingName: options.name ?? 'Asha Verma',
      shippingEmail: 'asha@example.net',
      shippingPhone: '9876543210',
      shippingAddress: '1 Mall Road',
      shippingCity: 'Kanpur',
      shippingState: 'Uttar Pradesh',
      shippingPostalCode: '208001',
      subtotalPaise: total,
      shippingPaise: 0,
      taxPaise: 0,
      totalPaise: total,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (options.productId) {
    await db.insert(orderItems).values({
      orderId: order.id,
      productId: options.productId,
      productName: 'Copied name',
      unitPricePaise: total,
      quantity: 1,
      totalPaise: total,
    });
  }
  return order;
}

export async function productById(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

/** A 1x1 PNG, enough for magic-byte sniffing. */
export const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
