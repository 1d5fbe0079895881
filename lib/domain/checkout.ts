import type { CartViewLine } from './cart-view';
import type { Coded, FieldError, Notice } from './errors';
import type { Paise } from './money';
import type { Totals } from './pricing';
import { billingFormSchema, firstErrors, SHIPPING_FIELDS, shippingFormSchema, type FormErrors } from './validation/checkout-form';

/**
 * The checkout wizard's state. Every step is a form post that carries all the values so far (the fields of
 * the other steps as hidden inputs), so the wizard works without JavaScript; the server answers the next state.
 */
export type PaymentChoice = 'easebuzz' | 'cod';
export type CheckoutStep = 0 | 1 | 2;
export const CHECKOUT_STEPS = ['Shipping', 'Payment', 'Review'] as const;

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'address', 'city', 'state', 'zipCode'] as const;
type ShippingKey = (typeof SHIPPING_FIELDS)[number];
type AddressKey = (typeof ADDRESS_FIELDS)[number];

export type CheckoutValues = {
  shipping: Record<ShippingKey, string>;
  billingSame: boolean;
  billing: Record<AddressKey, string>;
  payment: PaymentChoice;
  /** The coupon applied (checked again when the order is placed). */
  couponCode: string | null;
  notes: string;
};

export type CouponStatus =
  { state: 'none' } | { state: 'valid'; code: string; savingsPaise: Paise } | { state: 'invalid'; code: string; refusal: Coded };

/**
 * The alert above the form: a refusal (an order or payment failure, the validation summary with its fields'
 * refusals) or a notice (a cancelled payment, a kept form). Codes: the page words them in its language.
 */
export type CheckoutAlert = { error: Coded; details?: FieldError[] } | { notice: Notice };

export type CheckoutState = {
  step: CheckoutStep;
  values: CheckoutValues;
  /** First message per field; billing fields are keyed `billing.<field>`. */
  errors: FormErrors;
  /** The alert above the form (validation summary, order or payment failure, a cancelled payment). */
  alert: CheckoutAlert | null;
  coupon: CouponStatus;
  /** The server's prices for each payment choice (cash on delivery adds its fee). */
  totals: Record<PaymentChoice, Totals>;
  /** Generated when the form first renders; sent with the order so a double submit places one order. */
  idempotencyKey: string;
  /** The cart as this answer priced it (another tab may have changed it since the page loaded). */
  lines: CartViewLine[];
};

export const FORM_INCOMPLETE: CheckoutAlert = { error: { code: 'checkout.form_incomplete' } };

/** Checkout after the gateway's Cancel (`/checkout?payment=cancelled`); a restored form keeps it. */
export const PAYMENT_CANCELLED: CheckoutAlert = { notice: { code: 'checkout.payment_cancelled' } };

/** The form field that carries a kept notice back (a restored form after a cancelled payment). */
export const CANCELLED_NOTICE = 'payment-cancelled';

/** `/auth?reason=…` after a session ended mid-checkout: the sign-in page says so (its own text, chosen by this code). */
export const SESSION_ENDED_REASON = 'session-ended';

const text = (v: FormDataEntryValue | null | undefined) => (typeof v === 'string' ? v : '');

/** The wizard's values from its form fields (names as the form renders them: `shipping.email`, `billing.city`...). */
export function checkoutValuesFrom(form: { get(name: string): FormDataEntryValue | null }): CheckoutValues {
  const shipping = Object.fromEntries(SHIPPING_FIELDS.map((k) => [k, text(form.get(`shipping.${k}`))])) as CheckoutValues['shipping'];
  const billing = Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, text(form.get(`billing.${k}`))])) as CheckoutValues['billing'];
  const coupon = text(form.get('coupon_code')).trim().toUpperCase();
  return {
    shipping,
    // A ticked box (or the hidden input that carries it) sends '1'; an unticked box sends nothing.
    billingSame: text(form.get('billing_same')) === '1',
    billing,
    payment: text(form.get('payment')) === 'cod' ? 'cod' : 'easebuzz',
    couponCode: coupon || null,
    notes: text(form.get('notes')).slice(0, 1000),
  };
}

/** Step 1's rules (SF §5): the shipping fields, and the billing address when it differs. */
export function addressErrors(v: CheckoutValues): FormErrors {
  const errors: FormErrors = firstErrors(shippingFormSchema, { ...v.shipping, country: 'India' });
  if (!v.billingSame) {
    for (const [k, m] of Object.entries(firstErrors(billingFormSchema, v.billing))) errors[`billing.${k}`] = m;
  }
  return errors;
}

/** The wizard's values as the order payload POST /api/orders takes (one schema validates both doors). */
export function orderPayloadOf(v: CheckoutValues) {
  const s = v.shipping;
  const b = v.billingSame ? s : v.billing;
  const name = (x: { firstName: string; lastName: string }) => `${x.firstName.trim()} ${x.lastName.trim()}`;
  return {
    shipping_name: name(s),
    shipping_email: s.email.trim(),
    shipping_phone: s.phone,
    shipping_address: s.address,
    shipping_landmark: s.landmark || null,
    shipping_city: s.city,
    shipping_state: s.state,
    shipping_postal_code: s.zipCode,
    shipping_country: 'India',
    billing_same_as_shipping: v.billingSame,
    billing_name: name(b),
    billing_address: b.address,
    billing_city: b.city,
    billing_state: b.state,
    billing_postal_code: b.zipCode,
    billing_country: 'India',
    payment_method: v.payment,
    coupon_code: v.couponCode,
    notes: v.notes || null,
    buyer_gstin: s.gstin || null,
    currency: 'INR',
  };
}
