import type { FieldError } from './errors';
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
  /** The price shown, GST included (what products store), and the line at it. */
  unitPricePaise: Paise;
  quantity: number;
  lineTotalPaise: Paise;
  stock: number;
  /** False when the product was withdrawn or the quantity is above the stock: checkout is blocked until fixed. */
  available: boolean;
  /** Why, as a code the page words (SF §5: 'Only {n} items available'). */
  stockProblem: FieldError | null;
};

export type CartView = { lines: CartViewLine[]; itemsCount: number; totals: Totals };

/** Why a line cannot be ordered as it is, or null (SF §5: 'Only {n} items available'). */
export function lineProblem(line: { status: string; quantity: number; stock: number }): FieldError | null {
  if (line.status !== 'active') return { code: 'cart.unavailable_line' };
  return line.quantity > line.stock ? { code: 'cart.only_line', params: { count: line.stock } } : null;
}
