// Test catalogue and coupons: each call makes its own rows (unique SKUs and codes).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { coupons, invoices, orders, productCategories, products } from '@/db/schema';
import type { CouponType } from '@/lib/domain/coupons';
import { withGst } from '@/lib/domain/gst';

const uid = () => randomBytes(4).toString('hex').toUpperCase();

async function testCategory(): Promise<number> {
  const db = await getDb();
  await db.insert(productCategories).values({ name: 'Crafts', slug: 'crafts' }).onConflictDoNothing();
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(sql`lower(${productCategories.slug}) = 'crafts'`);
  return row.id;
}

/**
 * A product priced like a /api client prices one: `pricePaise` is before GST and is stored with the product's
 * GST added (products keep the shown price, lib/domain/gst.ts withGst), so the order tests' sums stay the
 * familiar "price + GST". `shownPricePaise` stores a shown price as it is.
 */
export async function createProduct(
  over: {
    pricePaise?: number;
    shownPricePaise?: number;
    stock?: number;
    status?: 'active' | 'inactive' | 'draft';
    name?: string;
    gstRate?: number;
    hsnCode?: string | null;
  } = {},
) {
  const db = await getDb();
  const sku = `T-${uid()}`;
  const [row] = await db
    .insert(products)
    .values({
      name: over.name ?? `Test product ${sku}`,
      description: 'A test product',
      categoryId: await testCategory(),
      pricePaise: over.shownPricePaise ?? withGst(over.pricePaise ?? 20_000, over.gstRate ?? 18),
      stock: over.stock ?? 10,
      sku,
      status: over.status ?? 'active',
      gstRate: over.gstRate ?? 18,
      hsnCode: over.hsnCode ?? null,
      imageUrl: '/images/products/test.webp',
    })
    .returning();
  return row;
}

export async function stockOf(productId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row.stock;
}

export async function createCoupon(over: Partial<typeof coupons.$inferInsert> & { type?: CouponType } = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(coupons)
    .values({ code: `C${uid()}`, name: 'Test coupon', type: 'percentage', value: 1000, ...over })
    .returning();
  return row;
}

/**
 * A cash-on-delivery order row of the user's, written straight to the database (no checkout), with an invoice
 * when asked: for tests of what happens to a person's orders (export, erasure), not of placing them.
 */
export async function insertOrderFor(
  user: { id: number; name: string; email: string },
  invoice?: { issuedAt?: Date },
): Promise<typeof orders.$inferSelect> {
  const db = await getDb();
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ORD-T-${uid()}`,
      userId: user.id,
      paymentMethod: 'cod',
      shippingName: user.name,
      shippingEmail: user.email,
      shippingPhone: '9876543210',
      shippingAddress: '7 Mall Road',
      shippingCity: 'Kanpur',
      shippingState: 'Uttar Pradesh',
      shippingPostalCode: '208001',
      subtotalPaise: 10000,
      shippingPaise: 5000,
      taxPaise: 0,
      totalPaise: 15000,
    })
    .returning();
  if (invoice) {
    await db.insert(invoices).values({
      orderId: order.id,
      invoiceNumber: `T${uid()}`,
      financialYear: 'T-2026',
      sequence: Math.floor(Math.random() * 1e9),
      ...(invoice.issuedAt ? { issuedAt: invoice.issuedAt } : {}),
    });
  }
  return order;
}
