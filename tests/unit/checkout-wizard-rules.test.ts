import { englishText } from '@/lib/i18n/english';
import type { FormErrors } from '@/lib/domain/validation/checkout-form';
import { describe, expect, it } from 'vitest';
import { addressErrors, checkoutValuesFrom, orderPayloadOf } from '@/lib/domain/checkout';
import { orderInputSchema } from '@/lib/domain/validation/order';

const filled = {
  'shipping.firstName': 'Asha',
  'shipping.lastName': 'Verma',
  'shipping.email': 'asha@example.net',
  'shipping.phone': '98765 43210',
  'shipping.address': '12 Civil Lines',
  'shipping.city': 'Kanpur',
  'shipping.state': 'Uttar Pradesh',
  'shipping.zipCode': '208001',
  payment: 'cod',
  coupon_code: 'freeship',
};

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

/** Each field's refusal in the contract's English (the spec's messages). */
const worded = (errors: FormErrors) => Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e && englishText(e)]));

describe('the checkout wizard read from its form fields', () => {
  it('an unticked billing box (nothing sent) means a separate billing address, which is then required', () => {
    const same = checkoutValuesFrom(form({ ...filled, billing_same: '1' }));
    expect(same.billingSame).toBe(true);
    expect(addressErrors(same)).toEqual({});
    const separate = checkoutValuesFrom(form({ ...filled, 'billing.city': 'Lucknow' }));
    expect(separate.billingSame).toBe(false);
    expect(worded(addressErrors(separate))).toMatchObject({
      'billing.firstName': 'This field is required',
      'billing.address': 'This field is required',
    });
    expect(addressErrors(separate)['billing.city']).toBeUndefined();
  });

  it('shipping fields carry the spec messages, and an unknown payment choice falls back to the gateway', () => {
    const v = checkoutValuesFrom(
      form({ ...filled, billing_same: '1', 'shipping.phone': '12345', 'shipping.email': 'asha@', payment: 'bitcoin' }),
    );
    expect(worded(addressErrors(v))).toEqual({ phone: 'Please enter a valid 10-digit phone number', email: 'Please enter a valid email' });
    expect(v.payment).toBe('easebuzz');
  });

  it('becomes the payload POST /api/orders validates: names joined, coupon uppercased, billing as shipping', () => {
    const payload = orderPayloadOf(checkoutValuesFrom(form({ ...filled, billing_same: '1', notes: '' })));
    const parsed = orderInputSchema.parse(payload);
    expect(parsed).toMatchObject({
      shipping_name: 'Asha Verma',
      shipping_phone: '9876543210',
      billing_name: 'Asha Verma',
      billing_city: 'Kanpur',
      payment_method: 'cod',
      coupon_code: 'FREESHIP',
      notes: null,
    });
    expect(parsed.lines).toEqual([]); // the server takes the lines from the caller's cart
  });
});
