import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { orderEvents, orderItems, orders } from '@/db/schema';
import type { ContentLocale } from '@/lib/domain/localized';
import { couponSavings, priceOrder, subtotalBeforeGst, type Totals } from '@/lib/domain/pricing';
import { splitTax, taxableOf } from '@/lib/domain/gst';
import { foundation } from '@/lib/config/foundation';
import type { OrderInput, OrderLineInput } from '@/lib/domain/validation/order';
import { expireAfter } from '@/lib/server/cache';
import { cartLines, emptyCartOf } from '@/lib/server/cart';
import { codHoldProblem, orderSizeProblem } from '@/lib/domain/order-limits';
import { DomainError, fail, invalid } from '@/lib/domain/errors';
import type { Caller } from '@/lib/server/accounts';
import { kickMailDelivery } from '@/lib/server/mail';
import { checkCouponFor, findCoupon, recordCouponUse, type Buyer } from './coupons';
import { insufficientStock, priceLines, stockProblems } from './lines';
import { enqueueOrderConfirmation } from './mail';
import { newOrderNumber } from './number';
import { newOrderAccessToken } from './access';
import { takeStock } from './stock';
import { codHoldLimits, lockedCodHolds } from './cod-holds';
import { assertConfirmedTotal } from './total-check';
import type { OrderItemRow, OrderRow } from './wire';

/**
 * An unpaid gateway order holds its stock only briefly until its payment starts (an order placed and never
 * paid must not keep a shelf empty); starting the payment extends the hold to the payment window,
 * counted from placement (payments/initiate.ts). Then reconciliation expires it and gives the stock back.
 */
const UNSTARTED_HOLD_MINUTES = 10;

/** The order's tax split by its place of supply (CGST + SGST in the foundation's state, IGST elsewhere). */
function taxSplitColumns(totals: Totals, placeOfSupply: string) {
  const split = splitTax(totals.tax, placeOfSupply, foundation.gstStateCode);
  return {
    cgstPaise: split.cgst,
    sgstPaise: split.sgst,
    igstPaise: split.igst,
    supplyGstRate: totals.supplyRate,
    chargesTaxPaise: totals.chargesTax,
  };
}

export function buyerOf(caller: Caller, email: string | null): Buyer {
  return caller.kind === 'user' ? { userId: caller.userId, email: caller.email } : { userId: null, email };
}

/** The lines of an order: those sent, or for a signed-in caller who sent none, their cart. */
export async function resolveLines(db: DbOrTx, caller: Caller, sent: OrderLineInput[]): Promise<OrderLineInput[]> {
  if (sent.length) return sent;
  if (caller.kind === 'user') {
    const lines = await cartLines(db, caller.userId);
    if (lines.length) return lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
    throw fail('cart.empty');
  }
  throw invalid({ items: [{ code: 'field.required', params: { label: 'items' } }] });
}

/** accessToken: a guest's secret for this order (answered once, stored only as a hash); null for accounts. */
export type PlacedOrder = { order: OrderRow; items: OrderItemRow[]; accessToken: string | null };

/**
 * Writes an order in one transaction: our prices, the coupon checked and counted against its limits, stock
 * taken with conditional updates, an unguessable number and the first timeline event. Any failure rolls
 * the whole order back. Totals the client sent are not even read (they are not in OrderInput). `onCommit`
 * runs last inside the transaction. The place-order use case (lib/server/checkout) calls this between its
 * limits and the gateway; nothing else places orders.
 *
 * The transaction waits on the database five times: the lines' prices (with the coupon row), the order row,
 * one batch of everything that needs the order's id, `onCommit`, and the commit (a coupon adds its checks;
 * tests/api/order-round-trips.test.ts counts them on the wire). Stock is taken in that batch, right before
 * the commit: its updates lock the products' rows, and every other order of a product in a sale waits for that lock, so it is held briefly. After the commit
 * only cheap work stays on the answer's path: the cache expiry of just the products whose availability
 * moved (lib/server/cache/expiry.ts), and the mail is sent after the answer (kickMailDelivery).
 */
export async function recordOrder(
  caller: Caller,
  input: OrderInput,
  options: { onCommit?: (tx: DbOrTx, placed: PlacedOrder) => Promise<void>; locale?: ContentLocale } = {},
): Promise<PlacedOrder> {
  const db = await getDb();
  const buyer = buyerOf(caller, input.shipping_email);
  const access = caller.kind === 'user' ? null : newOrderAccessToken();
  const { placed, stock } = await db.transaction(async (tx) => {
    // Statements that do not wait for each other's results are issued together: the driver pipelines them
    // on the transaction's connection, so the order costs fewer round trips, and fewer turns of a busy
    // event loop during a sale. PGlite runs them one after another.
    // An account's cash-on-delivery order first locks what the account holds in such orders (cod-holds.ts).
    const codHolds = caller.kind === 'user' && input.payment_method === 'cod' ? lockedCodHolds(tx, caller.userId) : null;
    const [holds, lines, coupon] = await Promise.all([
      codHolds,
      resolveLines(tx, caller, input.lines).then((sent) => priceLines(tx, sent)),
      input.coupon_code ? findCoupon(tx, input.coupon_code, true) : null,
    ]);
    const tooLarge = caller.kind === 'user' ? orderSizeProblem('account', lines) : null;
    if (tooLarge) throw invalid({ items: [tooLarge] }, tooLarge.code, tooLarge.params);
    const overHeld = holds ? codHoldProblem(codHoldLimits(), holds, lines) : null;
    if (overHeld) throw invalid({ items: [overHeld] }, overHeld.code, overHeld.params);
    const subtotal = subtotalBeforeGst(lines);
    if (input.coupon_code) {
      const check = await checkCouponFor(tx, coupon, subtotal, buyer);
      if (!check.ok) throw new DomainError(check.refusal.code, check.refusal.params);
    }
    const totals = priceOrder({ lines, paymentMethod: input.payment_method, coupon });
    assertConfirmedTotal(input.expected_total, totals.total);
    // Refused before writing anything when the stock already read cannot cover it (takeStock decides, below).
    const short = stockProblems(lines)[0];
    if (short) throw insufficientStock(short, short.stock);

    const sameBilling = input.billing_same_as_shipping !== false || !input.billing_name || !input.billing_address;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(),
        accessTokenHash: access?.hash ?? null,
        userId: caller.kind === 'user' ? caller.userId : null,
        paymentMethod: input.payment_method,
        shippingName: input.shipping_name,
        shippingEmail: input.shipping_email,
        shippingPhone: input.shipping_phone,
        shippingAddress: input.shipping_address,
        shippingLandmark: input.shipping_landmark,
        shippingCity: input.shipping_city,
        shippingState: input.shipping_state,
        placeOfSupply: input.place_of_supply,
        shippingPostalCode: input.shipping_postal_code,
        shippingCountry: input.shipping_country,
        billingName: sameBilling ? input.shipping_name : input.billing_name,
        billingEmail: sameBilling ? input.shipping_email : (input.billing_email ?? input.shipping_email),
        billingPhone: sameBilling ? input.shipping_phone : (input.billing_phone ?? input.shipping_phone),
        billingAddress: sameBilling ? input.shipping_address : input.billing_address,
        billingCity: sameBilling ? input.shipping_city : (input.billing_city ?? input.shipping_city),
        billingState: sameBilling ? input.shipping_state : (input.billing_state ?? input.shipping_state),
        billingPostalCode: sameBilling ? input.shipping_postal_code : (input.billing_postal_code ?? input.shipping_postal_code),
        billingCountry: 'India',
        notes: input.notes ?? null,
        buyerGstin: input.buyer_gstin ?? null,
        locale: options.locale ?? 'en',
        currency: 'INR',
        subtotalPaise: totals.subtotal,
        shippingPaise: totals.shipping,
        taxPaise: totals.tax,
        discountPaise: totals.discount,
        codFeePaise: totals.codFee,
        totalPaise: totals.total,
        ...taxSplitColumns(totals, input.place_of_supply),
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        expiresAt: input.payment_method === 'cod' ? null : sql`now() + make_interval(mins => ${UNSTARTED_HOLD_MINUTES})`,
      })
      .returning();
    const cod = order.paymentMethod === 'cod';
    // One batch: the driver pipelines these statements on the transaction's connection, so they cost one
    // round trip together (PGlite runs them one after another).
    const [items, stock] = await Promise.all([
      tx
        .insert(orderItems)
        .values(
          lines.map((l, i) => ({
            orderId: order.id,
            productId: l.productId,
            productName: l.name,
            sku: l.sku,
            // The invoice's figures, before GST: the unit price worked back from the shown one, the line's value.
            unitPricePaise: taxableOf(l.unitPriceInclGst, l.gstRate),
            quantity: l.quantity,
            totalPaise: totals.taxLines[i].value,
            hsnCode: l.hsnCode,
            gstRate: totals.taxLines[i].rate,
            discountPaise: totals.taxLines[i].discount,
            taxablePaise: totals.taxLines[i].taxable,
            taxPaise: totals.taxLines[i].tax,
          })),
        )
        .returning(),
      takeStock(tx, lines),
      coupon
        ? recordCouponUse(tx, coupon, {
            orderId: order.id,
            buyer,
            email: input.shipping_email,
            // What the buyer saved: the discount off the shown prices plus any shipping waived.
            discountPaise: couponSavings(totals),
          })
        : null,
      tx.insert(orderEvents).values({ orderId: order.id, status: 'pending', title: 'Order placed', actorUserId: buyer.userId }),
      // Cash on delivery is settled now: the confirmation goes out and the buyer's cart empties.
      cod
        ? enqueueOrderConfirmation(
            tx,
            order,
            lines.map((l, i) => ({
              productId: l.productId,
              productName: l.name,
              quantity: l.quantity,
              totalPaise: totals.taxLines[i].value,
            })),
          )
        : null,
      cod && caller.kind === 'user' ? emptyCartOf(tx, caller.userId) : null,
    ]);
    // In the same transaction: e.g. the idempotency key's stored answer exists exactly when the order does
    // (it stores a guest's secret only sealed: lib/server/platform/idempotency.ts).
    await options.onCommit?.(tx, { order, items, accessToken: access?.token ?? null });
    return { placed: { order, items, accessToken: access?.token ?? null }, stock };
  });
  await expireAfter('stock.takenByOrder', { stock });
  if (placed.order.paymentMethod === 'cod') kickMailDelivery();
  return placed;
}
