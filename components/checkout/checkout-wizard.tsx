'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { paiseToRupees } from '@/lib/domain/money';
import { priceOrder } from '@/lib/domain/pricing';
import {
  billingFormSchema,
  firstErrors,
  shippingFormSchema,
  type BillingForm,
  type FormErrors,
  type ShippingForm,
} from '@/lib/domain/validation/checkout-form';
import { useCart } from '@/components/cart/cart-context';
import { AddressFields } from './address-fields';
import { type CouponState, orderBody, placeCodOrder, startOnlinePayment, validateCoupon, type PaymentChoice } from './checkout-api';
import { CheckoutSidebar } from './checkout-sidebar';
import { PaymentStep, ReviewStep, StepNav } from './steps';

const STEPS = ['Shipping', 'Payment', 'Review'] as const;
const EMPTY_ADDRESS: BillingForm = { firstName: '', lastName: '', address: '', city: '', state: '', zipCode: '' };

export type Prefill = { firstName: string; lastName: string; email: string; phone: string };

export function CheckoutWizard({ prefill, notice }: { prefill: Prefill; notice: string | null }) {
  const router = useRouter();
  const { cart, status, refresh } = useCart();
  const [step, setStep] = useState(0);
  const [shipping, setShipping] = useState<ShippingForm>({ ...EMPTY_ADDRESS, ...prefill, country: 'India' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<BillingForm>(EMPTY_ADDRESS);
  const [billingErrors, setBillingErrors] = useState<FormErrors>({});
  const [payment, setPayment] = useState<PaymentChoice>('easybuzz');
  const [coupon, setCoupon] = useState<CouponState>({ state: 'none' });
  const [notes, setNotes] = useState('');
  const [formError, setFormError] = useState<string | null>(notice);
  const [submitting, setSubmitting] = useState(false);

  const items = useMemo(() => cart?.items ?? [], [cart]);
  useEffect(() => {
    if (status === 'ready' && items.length === 0 && !submitting) router.replace('/cart');
  }, [status, items.length, submitting, router]);

  // The one pricing module, in the browser: the same figures the server will compute.
  const totals = useMemo(
    () =>
      priceOrder({
        lines: items.map((i) => ({ unitPricePaise: Math.round(i.price * 100), quantity: i.quantity })),
        paymentMethod: payment,
        coupon: coupon.state === 'valid' ? coupon.terms : null,
      }),
    [items, payment, coupon],
  );
  const summary = {
    subtotal: paiseToRupees(totals.subtotal),
    shipping_amount: paiseToRupees(totals.shipping),
    tax_amount: paiseToRupees(totals.tax),
    discount_amount: paiseToRupees(totals.discount),
    shipping_discount: paiseToRupees(totals.shippingWaived),
    cod_fee: paiseToRupees(totals.codFee),
    total_amount: paiseToRupees(totals.total),
  };

  if (status === 'loading' || (status === 'ready' && items.length === 0))
    return <p className="py-16 text-center text-gray-500">Loading checkout…</p>;
  if (status !== 'ready' || !cart)
    return <p className="py-16 text-center text-red-700">Failed to retrieve cart. Please reload the page.</p>;

  function next() {
    const shipErrors = firstErrors(shippingFormSchema, shipping);
    const billErrors = billingSame ? {} : firstErrors(billingFormSchema, billing);
    setErrors(shipErrors);
    setBillingErrors(billErrors);
    if (Object.keys(shipErrors).length || Object.keys(billErrors).length) {
      setFormError('Please fill all required fields');
      return;
    }
    setFormError(null);
    setStep(1);
  }

  async function applyCoupon(code: string) {
    setCoupon({ state: 'applying', code });
    setCoupon(await validateCoupon(code, items, shipping.email));
  }

  async function submit() {
    setSubmitting(true);
    setFormError(null);
    const body = orderBody(items, shipping, billingSame ? null : billing, payment, coupon.state === 'valid' ? coupon.code : null, notes);
    if (payment === 'cod') {
      const result = await placeCodOrder(body);
      if (result.ok) {
        router.push(`/checkout/success?orderId=${result.id}&ref=${encodeURIComponent(result.orderNumber)}`);
        void refresh();
        return;
      }
      setFormError(result.message);
    } else {
      const result = await startOnlinePayment(body);
      if (result.ok) {
        window.location.assign(result.url);
        return;
      }
      setFormError(result.message);
    }
    setSubmitting(false);
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <StepNav steps={STEPS} current={step} />
        {formError && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        {step === 0 && (
          <section aria-labelledby="shipping-heading" className="space-y-5 rounded-xl border border-gray-200 bg-white p-5">
            <h2 id="shipping-heading" className="text-lg font-bold text-gray-900">
              Shipping address
            </h2>
            <AddressFields
              prefix="shipping"
              values={shipping}
              errors={errors}
              withContact
              set={(k, v) => {
                setShipping((s) => ({ ...s, [k]: v }));
                setErrors((e) => ({ ...e, [k]: undefined }));
              }}
            />
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                checked={billingSame}
                onChange={(e) => setBillingSame(e.target.checked)}
                className="h-4 w-4 accent-brand-500"
              />
              Billing address same as shipping
            </label>
            {!billingSame && (
              <div className="space-y-3">
                <h3 className="font-semibold text-gray-900">Billing address</h3>
                <AddressFields
                  prefix="billing"
                  values={billing}
                  errors={billingErrors}
                  withContact={false}
                  set={(k, v) => {
                    setBilling((b) => ({ ...b, [k]: v }));
                    setBillingErrors((e) => ({ ...e, [k]: undefined }));
                  }}
                />
              </div>
            )}
            <div className="flex justify-end">
              <button
                type="button"
                onClick={next}
                className="rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Continue to Payment
              </button>
            </div>
          </section>
        )}
        {step === 1 && <PaymentStep payment={payment} setPayment={setPayment} onBack={() => setStep(0)} onNext={() => setStep(2)} />}
        {step === 2 && (
          <ReviewStep
            shipping={shipping}
            billing={billingSame ? null : billing}
            payment={payment}
            items={items}
            total={summary.total_amount}
            notes={notes}
            setNotes={setNotes}
            submitting={submitting}
            onBack={() => setStep(1)}
            onSubmit={submit}
          />
        )}
      </div>
      <CheckoutSidebar
        items={items}
        summary={summary}
        coupon={coupon}
        onApply={applyCoupon}
        onRemove={() => setCoupon({ state: 'none' })}
      />
    </div>
  );
}
