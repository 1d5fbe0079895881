import type { Paise } from './money';
import type { Totals } from './pricing';

/**
 * The signed-in visitor's cart as the site's own pages show it: money in paise (formatted only when shown),
 * totals from the one pricing module. The /api contract has its own wire shape in rupees.
 */
export type CartViewLine = {
  id: number;
  productId: number;
  name: string;
  categoryName: string;
  image: string;
  unitPricePaise: Paise;
  quantity: number;
  lineTotalPaise: Paise;
  stock: number;
  /** False when the product was withdrawn or the quantity is above the stock: checkout is blocked until fixed. */
  available: boolean;
  stockMessage: string | null;
};

export type CartView = { lines: CartViewLine[]; itemsCount: number; totals: Totals };

export const LOGIN_TO_ADD = 'Please login to add items to cart';

/** Why a line cannot be ordered as it is, or null (SF §5: 'Only {n} items available'). */
export function lineProblem(line: { status: string; quantity: number; stock: number }): string | null {
  if (line.status !== 'active') return 'This product is no longer available';
  return line.quantity > line.stock ? `Only ${line.stock} items available` : null;
}
