import 'server-only';
import type { ContentLocale } from '@/lib/domain/localized';
import type { WireOrder } from '@/lib/domain/wire/orders';
import type { OrderInput } from '@/lib/domain/validation/order';
import { getDb } from '@/db';
import type { Caller } from '@/lib/server/accounts';
import { expireAfter } from '@/lib/server/cache';
import { fingerprintOf, idempotencyOwner, runIdempotent, validIdempotencyKey } from '@/lib/server/platform';
import { limitGuestHolds, limitGuestOrders, orderWire, recordOrder, type PlacedOrder } from '@/lib/server/orders';
import { giveUpOrder, limitPaymentStarts, openPayment, type PaymentStart, type ReturnUrls } from '@/lib/server/payments';

/** The doors orders come through; each keeps its own idempotency keys. */
export type OrderDoor = 'api.orders' | 'api.payments.initiate' | 'site.checkout';

export type PlaceOrderRequest = {
  input: OrderInput;
  /** The client's Idempotency-Key (the header, or the checkout form's key for this attempt); null for none. */
  idempotencyKey: string | null;
  /** Start the gateway's payment at once, returning to these pages. A cash-on-delivery order never pays here. */
  pay: ReturnUrls | null;
  /** The language of the page the order came from: its mails follow it. */
  locale?: ContentLocale;
};

/**
 * What placing an order results in, and what its idempotency record keeps: a retry with the same key gets
 * this back (replayed: true) and each door answers it as it did the first time.
 */
export type OrderPlacement = {
  order: WireOrder;
  /** A guest's secret for the order: answered once, stored only as a hash (and sealed in the record). */
  accessToken: string | null;
  /** The gateway's payment, when the door asked to pay and the order is not cash on delivery. */
  payment: PaymentStart | null;
};

/** Thrown when the order was placed but its payment could not start: the order was given up (stock back). */
export class PaymentNotStarted extends Error {
  constructor(readonly reason: unknown) {
    super('Payment could not be started');
  }
}

/**
 * Places an order, whichever door it came through (POST /api/orders, POST /api/payments/initiate with the order
 * in its body, the checkout form's Place Order): the key's replay, the limits, the order's transaction, the
 * gateway's start and, when the gateway cannot start, giving the order up. Doors only parse and shape.
 *
 * The result is sealed with the key inside the order's transaction when nothing follows it; when the gateway
 * starts after the commit, right after that (a gateway that cannot start releases the key: the next attempt
 * is a new order). Only an order placed here is ever given up: callers never name an order id.
 */
export async function placeOrder(
  caller: Caller,
  door: OrderDoor,
  request: PlaceOrderRequest,
): Promise<OrderPlacement & { replayed: boolean }> {
  const { input, pay } = request;
  const key = validIdempotencyKey(request.idempotencyKey);
  const idempotent = key
    ? { scope: `place-order:${door}`, owner: idempotencyOwner(caller), key, fingerprint: fingerprintOf({ input, pay }), holder: caller.ip }
    : null;
  const paying = pay !== null && input.payment_method !== 'cod';
  const { result, replayed } = await runIdempotent<OrderPlacement>(idempotent, async (seal) => {
    // A replay counts against no limit; the limits do not wait for each other.
    await Promise.all([limitGuestOrders(caller), limitGuestHolds(caller, input.lines), paying ? limitPaymentStarts(caller) : null]);
    const sealed = (p: PlacedOrder) => ({ result: placementOf(p, null), secret: p.accessToken });
    const placed = await recordOrder(caller, input, {
      locale: request.locale,
      onCommit: paying ? undefined : (tx, p) => seal(tx, sealed(p)),
    });
    if (!paying) return sealed(placed);
    return { result: placementOf(placed, await paymentOrGiveUp(placed, pay)), secret: placed.accessToken };
  });
  return { ...result, accessToken: result.accessToken ?? null, replayed };
}

function placementOf(p: PlacedOrder, payment: PaymentStart | null): OrderPlacement {
  return { order: orderWire(p.order, p.items), accessToken: p.accessToken, payment };
}

async function paymentOrGiveUp(placed: PlacedOrder, urls: ReturnUrls): Promise<PaymentStart> {
  try {
    return await openPayment(placed.order, urls);
  } catch (error) {
    const db = await getDb();
    const released = await db.transaction((tx) => giveUpOrder(tx, placed.order.id, 'Payment could not be started'));
    if (released) await expireAfter('stock.givenBack', { stock: released });
    throw new PaymentNotStarted(error);
  }
}
