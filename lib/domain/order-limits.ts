import type { Coded, ErrorCode, Params } from './errors';

/**
 * How much one order may take off the shelf. Stock is taken when an order is placed, so an
 * unpaid order holds units that nobody else can buy. Guests cannot be told apart, so their orders are small;
 * accounts get caps that only refuse what is clearly not a household purchase (bulk buyers write to us).
 */
const ORDER_LIMITS = {
  guest: { perLine: 5, perOrder: 10 },
  account: { perLine: 50, perOrder: 200 },
} as const;

export type OrderBuyerKind = keyof typeof ORDER_LIMITS;

type OrderSizeCode = Extract<ErrorCode, `order_limit.${string}`>;

/** Why an order is above its caps (a code naming the product when it is known), or null. */
export function orderSizeProblem(kind: OrderBuyerKind, lines: readonly { quantity: number; name?: string }[]): Coded<OrderSizeCode> | null {
  const { perLine, perOrder } = ORDER_LIMITS[kind];
  const over = lines.find((l) => l.quantity > perLine);
  if (over) {
    const counts: Params = kind === 'guest' ? { per_line: perLine, per_order: perOrder } : { per_line: perLine };
    if (over.name) return { code: `order_limit.${kind}_line_named`, params: { ...counts, name: over.name } };
    return { code: `order_limit.${kind}_line`, params: counts };
  }
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  return units > perOrder ? { code: `order_limit.${kind}_total`, params: { per_order: perOrder } } : null;
}

/** Caps on what one account holds in cash-on-delivery orders not yet shipped (env COD_MAX_*). */
export type CodHoldLimits = { maxOpenOrders: number; maxUnitsPerProduct: number };

/** What an account holds now: its unshipped cash-on-delivery orders and their units of each product. */
export type CodHolds = { openOrders: number; unitsByProduct: ReadonlyMap<number, number> };

/**
 * Why one more cash-on-delivery order would hold too much, saying how much more is allowed, or null.
 * A cash-on-delivery order never expires (nothing is paid until it arrives), so without these caps one
 * account could keep a shelf empty by placing orders it never takes.
 */
export function codHoldProblem(
  limits: CodHoldLimits,
  holds: CodHolds,
  lines: readonly { productId: number; quantity: number; name?: string }[],
): Coded<OrderSizeCode> | null {
  if (holds.openOrders >= limits.maxOpenOrders)
    return { code: 'order_limit.cod_open_orders', params: { max_orders: limits.maxOpenOrders } };
  for (const line of lines) {
    const held = holds.unitsByProduct.get(line.productId) ?? 0;
    if (held + line.quantity <= limits.maxUnitsPerProduct) continue;
    const more = Math.max(0, limits.maxUnitsPerProduct - held);
    const params = { max_units: limits.maxUnitsPerProduct, more };
    return line.name
      ? { code: 'order_limit.cod_product_units_named', params: { ...params, name: line.name } }
      : { code: 'order_limit.cod_product_units', params };
  }
  return null;
}
