// Checkout's calls and the spec's messages for their failures (SF §8 Checkout).
import type { BillingForm, ShippingForm } from '@/lib/domain/validation/checkout-form';
import type { CartItem } from '@/lib/domain/wire/cart';

export type PaymentChoice = 'easybuzz' | 'cod';
export type CouponState =
  | { state: 'none' }
  | { state: 'applying'; code: string }
  | {
      state: 'valid';
      code: string;
      message: string;
      discount: number;
      terms: { type: 'percentage' | 'fixed' | 'free_shipping'; value: number; maximumDiscountPaise: number | null };
    }
  | { state: 'invalid'; code: string; message: string };

type Json = {
  success?: boolean;
  message?: string;
  errors?: Record<string, string[]>;
  data?: Record<string, unknown>;
  payment_url?: string;
  available_stock?: number | null;
  product_name?: string;
};

async function post(path: string, body: unknown): Promise<{ status: number; json: Json }> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Json };
}

export function orderBody(
  items: CartItem[],
  s: ShippingForm,
  billing: BillingForm | null,
  payment: PaymentChoice,
  couponCode: string | null,
  notes: string,
) {
  const b = billing ?? s;
  return {
    cart_items: items.map((i) => ({ product_id: i.product_id, quantity: i.quantity, unit_price: i.price })),
    shipping_name: `${s.firstName.trim()} ${s.lastName.trim()}`,
    shipping_email: s.email.trim(),
    shipping_phone: s.phone.replace(/\D/g, ''),
    shipping_address: s.address,
    shipping_city: s.city,
    shipping_state: s.state,
    shipping_postal_code: s.zipCode,
    shipping_country: 'India',
    billing_same_as_shipping: billing === null,
    billing_name: `${b.firstName.trim()} ${b.lastName.trim()}`,
    billing_address: b.address,
    billing_city: b.city,
    billing_state: b.state,
    billing_postal_code: b.zipCode,
    billing_country: 'India',
    payment_method: payment,
    coupon_code: couponCode,
    notes: notes || null,
    currency: 'INR',
  };
}

function orderError(status: number, json: Json): string {
  if (status === 400 && json.available_stock !== undefined) {
    const name = json.product_name ? `'${json.product_name}'` : 'An item in your cart';
    return !json.available_stock
      ? `${name}: This item is currently out of stock. Please remove it from your cart.`
      : `${name}: Only ${json.available_stock} units are available. Please reduce the quantity in your cart.`;
  }
  if (status === 400)
    return json.message && /coupon/i.test(json.message)
      ? json.message
      : 'Invalid order data. Please check your cart and shipping information.';
  if (status === 422)
    return `Validation failed: ${
      Object.values(json.errors ?? {})
        .flat()
        .join(' ') ||
      json.message ||
      ''
    }`.trim();
  if (status === 401) return 'Please login to place your order.';
  if (status === 429) return json.message ?? 'Too many requests. Please try again later.';
  if (status >= 500)
    return status === 503 ? (json.message ?? 'Payment initialization failed') : 'Server error occurred. Please try again later.';
  return json.message ?? 'Failed to create order';
}

/** A payment URL is used only when it looks like one (SF §7). */
function usablePaymentUrl(url: unknown): url is string {
  return typeof url === 'string' && /^(https?:)?\/\//.test(url) && !/something went wrong|error|failed/i.test(url);
}

export async function placeCodOrder(
  body: ReturnType<typeof orderBody>,
): Promise<{ ok: true; id: number; orderNumber: string } | { ok: false; message: string }> {
  try {
    const { status, json } = await post('/api/orders', body);
    if (status === 201 && json.data) return { ok: true, id: Number(json.data.id), orderNumber: String(json.data.order_number) };
    return { ok: false, message: orderError(status, json) };
  } catch {
    return { ok: false, message: 'An error occurred during checkout. Please try again.' };
  }
}

export async function startOnlinePayment(
  body: ReturnType<typeof orderBody>,
): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  const origin = window.location.origin;
  try {
    const { status, json } = await post('/api/payments/initiate', {
      ...body,
      return_url: `${origin}/checkout/success`,
      cancel_url: `${origin}/checkout/cancel`,
      failure_url: `${origin}/checkout/failure`,
    });
    if (status === 200) {
      const url = json.payment_url ?? json.data?.payment_url;
      return usablePaymentUrl(url) ? { ok: true, url } : { ok: false, message: 'Failed to get valid payment URL. Please try again.' };
    }
    if (status === 404) return { ok: false, message: 'Payment service not found. Please contact customer support.' };
    if (status === 401 || status === 403) return { ok: false, message: 'Payment authorization failed. Please contact customer support.' };
    if (status === 502)
      return { ok: false, message: json.message ?? 'Payment gateway is temporarily unavailable. Please try again later.' };
    return { ok: false, message: orderError(status, json) };
  } catch {
    return { ok: false, message: 'Unable to connect to payment service. Please check your internet connection.' };
  }
}

export async function validateCoupon(code: string, items: CartItem[], email: string): Promise<CouponState> {
  try {
    const { status, json } = await post('/api/coupons/validate', {
      code,
      items: items.map((i) => ({ product_id: i.product_id, quantity: i.quantity, price: i.price, total: i.total })),
      email: email || undefined,
      currency: 'INR',
    });
    if (status === 200 && json.data) {
      const c = json.data.coupon as { type: 'percentage' | 'fixed' | 'free_shipping'; value: number; maximum_discount: number | null };
      return {
        state: 'valid',
        code,
        message: json.message ?? 'Coupon applied successfully',
        discount: Number(json.data.discount_amount),
        // the rules the one pricing module needs, in its units (hundredths of a percent / paise)
        terms: {
          type: c.type,
          value: Math.round(c.value * 100),
          maximumDiscountPaise: c.maximum_discount == null ? null : Math.round(c.maximum_discount * 100),
        },
      };
    }
    return { state: 'invalid', code, message: status === 422 ? 'Please enter a coupon code' : (json.message ?? 'Invalid coupon code') };
  } catch {
    return { state: 'invalid', code, message: 'Error validating coupon' };
  }
}
