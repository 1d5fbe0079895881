import 'server-only';
import { getDb, type DbOrTx } from '@/db';
import { type CouponCheck } from '@/lib/domain/coupons';
import { paiseToRupees, rupeesToPaise } from '@/lib/domain/money';
import { couponSavings, priceOrder, subtotalBeforeGst } from '@/lib/domain/pricing';
import { DEFAULT_GST_RATE, withGst } from '@/lib/domain/gst';
import type { OrderLineInput } from '@/lib/domain/validation/order';
import { cartLines, totalsWire } from '@/lib/server/cart';
import { fail } from '@/lib/domain/errors';
import { requireSignedIn, type Caller } from '@/lib/server/accounts';
import { checkCouponFor, findCoupon } from './coupons';
import { priceLines, stockProblems, type OrderLine } from './lines';
import { buyerOf, resolveLines } from './place';

export type QuoteInput = {
  lines: OrderLineInput[] | null;
  code: string | null;
  paymentMethod?: 'cod' | 'easebuzz' | null;
  email?: string | null;
  /** Only when no lines are known (a guest asking about a coupon before checkout): the client's subtotal. */
  fallbackSubtotalRupees?: number;
};

/** The sent lines, else a signed-in caller's cart, at our prices; none for a guest who sent nothing. */
async function quoteLines(db: DbOrTx, caller: Caller, sent: OrderLineInput[]): Promise<OrderLine[]> {
  if (sent.length) return priceLines(db, sent);
  if (caller.kind !== 'user') return [];
  const cart = await cartLines(db, caller.userId);
  return cart.length
    ? priceLines(
        db,
        cart.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      )
    : [];
}

/**
 * Prices what the caller would order, at our prices, with the coupon checked but not counted: coupon
 * validate/apply, calculate-totals and validate all answer from here and record nothing.
 */
export async function quoteOrder(caller: Caller, input: QuoteInput) {
  const db = await getDb();
  const lines = await quoteLines(db, caller, input.lines ?? []);
  if (!lines.length && input.fallbackSubtotalRupees === undefined) throw fail('cart.empty');
  const priced = lines.length
    ? lines
    : [
        {
          productId: 0,
          name: '',
          sku: null,
          stock: Infinity,
          gstRate: DEFAULT_GST_RATE,
          hsnCode: null,
          quantity: 1,
          // The client's subtotal is before GST (its own total adds 18%): the shown price adds the default GST.
          unitPriceInclGst: withGst(rupeesToPaise(input.fallbackSubtotalRupees ?? 0), DEFAULT_GST_RATE),
        },
      ];
  const subtotal = subtotalBeforeGst(priced);
  const coupon = input.code ? await findCoupon(db, input.code) : null;
  const check: CouponCheck | null = input.code ? await checkCouponFor(db, coupon, subtotal, buyerOf(caller, input.email ?? null)) : null;
  const applied = check?.ok ? coupon : null;
  const totals = priceOrder({ lines: priced, paymentMethod: input.paymentMethod, coupon: applied });
  return {
    lines,
    totals,
    check,
    coupon: applied,
    stockProblems: stockProblems(lines),
    wire: {
      ...totalsWire(totals),
      currency: 'INR',
      coupon: applied
        ? { code: applied.code, type: applied.type, name: applied.name, discount_amount: paiseToRupees(couponSavings(totals)) }
        : null,
    },
  };
}

/**
 * The checkout's prices for the caller's cart with the coupon they applied, for both payment choices (cash on
 * delivery adds its fee), so the page can show the total of whichever the buyer picks.
 */
export async function checkoutQuote(caller: Caller, input: { code: string | null; email: string | null }) {
  const q = await quoteOrder(requireSignedIn(caller), { lines: null, code: input.code, paymentMethod: 'easebuzz', email: input.email });
  const cod = priceOrder({ lines: q.lines, paymentMethod: 'cod', coupon: q.coupon });
  return { totals: { easebuzz: q.totals, cod }, check: q.check, savingsPaise: couponSavings(q.totals) };
}

/** GET /api/orders/check-stock: each line with what is available now. */
export async function checkStock(caller: Caller, lines: OrderLineInput[]) {
  const db = await getDb();
  const priced = await priceLines(db, await resolveLines(db, caller, lines));
  const items = priced.map((l) => ({
    product_id: l.productId,
    product_name: l.name,
    requested_quantity: l.quantity,
    available_stock: l.stock,
    in_stock: l.quantity <= l.stock,
    message: l.quantity <= l.stock ? null : l.stock === 0 ? 'Out of stock' : `Only ${l.stock} items available`,
  }));
  return { all_available: items.every((i) => i.in_stock), items };
}
