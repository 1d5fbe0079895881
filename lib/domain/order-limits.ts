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
