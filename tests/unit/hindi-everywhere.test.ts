import { describe, expect, it } from 'vitest';
import { gatewayRefusalForBuyer } from '@/lib/domain/errors';
import { knownEventText } from '@/lib/domain/order-events';
import { paymentResultCode } from '@/lib/domain/payment-results';
import { textTranslator } from '@/lib/i18n/format-text';

// Issue 37 item 7: what the system writes in English (timeline texts, gateway refusals, result codes) reaches
// a Hindi page in Hindi.

describe('the order timeline in the page language', () => {
  it('recognises the texts the system writes and reads them in Hindi; a text typed by staff is left as typed', () => {
    const hi = textTranslator('hi');
    const say = (text: string) => {
      const known = knownEventText(text);
      return known && hi(`orders.events.${known.key}`, known.params);
    };
    expect(say('Payment received')).toBe('भुगतान मिल गया');
    expect(say('Refund of ₹1,441.00 issued')).toBe('₹1,441.00 का रिफ़ंड जारी किया गया');
    expect(say('Payment not received in time: order expired')).toBe('समय पर भुगतान नहीं मिला: ऑर्डर समाप्त हो गया');
    expect(say('Cancelled by customer')).toBe('ग्राहक ने रद्द किया');
    expect(knownEventText('Packed with extra care for the festival')).toBeNull();
  });
});

describe('gateway refusals as a buyer reads them', () => {
  it('never passes the gateway text on; known kinds get their own words', () => {
    expect(gatewayRefusalForBuyer({ code: 'gateway.error', params: { detail: 'Parameter validation failed: amount' } })).toEqual({
      code: 'gateway.amount_refused',
    });
    expect(gatewayRefusalForBuyer({ code: 'gateway.error', params: { detail: 'Invalid email id' } })).toEqual({
      code: 'gateway.details_refused',
    });
    expect(gatewayRefusalForBuyer({ code: 'gateway.error', params: { detail: 'key mismatch <script>' } })).toEqual({
      code: 'gateway.refused',
    });
    expect(gatewayRefusalForBuyer({ code: 'cart.empty' })).toEqual({ code: 'cart.empty' });
    expect(textTranslator('hi')('errors.gateway.refused')).not.toMatch(/[A-Za-z]{3,}/);
  });
});

describe('the checkout result page', () => {
  it('reads only our own codes, in the page language', () => {
    expect(paymentResultCode('order_expired')).toBe('order_expired');
    expect(paymentResultCode('Raw gateway words')).toBe('payment_failed');
    expect(paymentResultCode(undefined)).toBe('payment_failed');
    expect(textTranslator('hi')(`checkout.results.${paymentResultCode('payment_failed')}`)).toBe('भुगतान विफल रहा। कृपया फिर से प्रयास करें।');
    expect(textTranslator('en')('checkout.results.payment_failed')).toBe('Payment failed. Please try again.');
  });
});
