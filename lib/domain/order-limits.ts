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

/** The message for an order above its caps, or null. `name` names the product when it is known. */
export function orderSizeProblem(kind: OrderBuyerKind, lines: readonly { quantity: number; name?: string }[]): string | null {
  const { perLine, perOrder } = ORDER_LIMITS[kind];
  const hint = kind === 'guest' ? 'Sign in to order more, or contact us for a bulk order.' : 'Please contact us for a bulk order.';
  const over = lines.find((l) => l.quantity > perLine);
  if (over) {
    const what = over.name ? `'${over.name}'` : 'each product';
    return kind === 'guest'
      ? `A guest order may hold at most ${perLine} units of ${what} (${perOrder} in all). ${hint}`
      : `An order may hold at most ${perLine} units of ${what}. ${hint}`;
  }
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (units > perOrder) return `${kind === 'guest' ? 'A guest order' : 'An order'} may hold at most ${perOrder} units in all. ${hint}`;
  return null;
}
