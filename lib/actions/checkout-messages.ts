import 'server-only';
import { DomainError } from '@/lib/domain/errors';
import { ApiError } from '@/lib/server/errors';
import { wireError } from '@/lib/server/http';

/** A refusal as the contract states it (its status and English), or what was thrown as it is. */
function asContract(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error;
  const wire = wireError(error, '[checkout]');
  return new ApiError(wire.status, wire.message, wire);
}

// The checkout's alerts (SF §8 Checkout), decided on the server from what lib/server threw, instead of being
// rebuilt in the browser from HTTP statuses. Order placement and payment initiation have their own texts.

const joined = (e: ApiError) =>
  Object.values(e.extra.errors ?? {})
    .flat()
    .join(' ');

export function orderFailureMessage(thrown: unknown): string {
  const error = asContract(thrown);
  if (!(error instanceof ApiError)) {
    console.error('[checkout] placing the order failed', error);
    return 'An error occurred during checkout. Please try again.';
  }
  const body = error.extra.body ?? {};
  if (error.status === 400 && body.error === 'insufficient_stock') {
    const name = typeof body.product_name === 'string' ? `'${body.product_name}'` : 'An item in your cart';
    return !body.available_stock
      ? `${name}: This item is currently out of stock. Please remove it from your cart.`
      : `${name}: Only ${body.available_stock} units are available. Please reduce the quantity in your cart.`;
  }
  if (error.status === 400)
    return body.error === 'coupon_invalid' || /cart is empty/i.test(error.message)
      ? error.message
      : 'Invalid order data. Please check your cart and shipping information.';
  if (error.status === 422) return `Validation failed: ${joined(error) || error.message}`.trim();
  if (error.status === 429) return error.message;
  if (error.status >= 500) return 'Server error occurred. Please try again later.';
  return error.message || 'Failed to create order';
}

export function paymentFailureMessage(thrown: unknown): string {
  const error = asContract(thrown);
  if (!(error instanceof ApiError)) {
    console.error('[checkout] starting the payment failed', error);
    return 'Payment gateway is temporarily unavailable. Please try again later.';
  }
  if (error.status === 404) return 'Payment service not found. Please contact customer support.';
  if (error.status === 401 || error.status === 403) return 'Payment authorization failed. Please contact customer support.';
  if (error.status === 400) return error.message || 'Invalid payment data';
  if (error.status === 422) return joined(error) || 'Validation failed';
  // 502: the gateway's own failure, already worded ('Payment gateway error: ...'); 503: not configured.
  if (error.status === 502 || error.status === 503) return error.message;
  return 'Payment gateway is temporarily unavailable. Please try again later.';
}

/** A payment URL is followed only when it looks like one (SF §7). */
export function usablePaymentUrl(url: unknown): url is string {
  return typeof url === 'string' && /^(https?:)?\/\//.test(url) && !/something went wrong|error|failed/i.test(url);
}
