import 'server-only';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { products } from '@/db/schema';
import type { PricedLine } from '@/lib/domain/pricing';
import type { OrderLineInput } from '@/lib/domain/validation/order';
import { fail } from '@/lib/domain/errors';

export type OrderLine = PricedLine & {
  productId: number;
  name: string;
  sku: string | null;
  stock: number;
  gstRate: number;
  hsnCode: string | null;
};

/** The ordered products at our own prices; an unknown or inactive product refuses the whole order. */
export async function priceLines(db: DbOrTx, input: OrderLineInput[]): Promise<OrderLine[]> {
  if (input.length === 0) throw fail('cart.empty');
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      pricePaise: products.pricePaise,
      gstRate: products.gstRate,
      hsnCode: products.hsnCode,
      stock: products.stock,
      status: products.status,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        input.map((l) => l.productId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return input.map((l) => {
    const p = byId.get(l.productId);
    if (!p || p.status !== 'active') {
      throw p
        ? fail('order.product_unavailable_named', { product_id: l.productId, name: p.name })
        : fail('order.product_unavailable', { product_id: l.productId });
    }
    return {
      productId: p.id,
      name: p.name,
      sku: p.sku,
      unitPriceInclGst: p.pricePaise,
      quantity: l.quantity,
      stock: p.stock,
      gstRate: Number(p.gstRate),
      hsnCode: p.hsnCode,
    };
  });
}

/** The 400 for a line the stock cannot cover, naming the product (SF §8 Order creation). */
export function insufficientStock(line: { productId: number; name: string; quantity: number }, available: number) {
  const shortfall = { product_id: line.productId, name: line.name, requested: line.quantity, available: Math.max(0, available) };
  return fail(available <= 0 ? 'order.out_of_stock' : 'order.insufficient_stock', shortfall);
}

/** Stock check without taking anything (validate, check-stock). */
export function stockProblems(lines: OrderLine[]) {
  return lines.filter((l) => l.quantity > l.stock);
}
