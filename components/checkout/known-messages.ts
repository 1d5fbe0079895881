'use client';

import { useTranslations } from 'next-intl';
import { FORM_INCOMPLETE, PAYMENT_CANCELLED } from '@/lib/domain/checkout';

/**
 * The checkout action answers with English texts (the /api contract's): the wizard shows the ones it knows
 * in the page's language and anything else (a server's own explanation) as it came.
 */
const KNOWN: Record<string, string> = {
  [FORM_INCOMPLETE]: 'known.formIncomplete',
  // lib/domain/validation/order.ts REQUIRED (not imported: it would bring zod into the browser's bundle).
  'This field is required': 'known.required',
  'Please enter a valid email': 'known.email',
  'Please enter a valid 10-digit phone number': 'known.phone',
  'Coupon applied successfully': 'known.couponApplied',
  'Invalid coupon code': 'known.couponInvalid',
  [PAYMENT_CANCELLED]: 'paymentCancelled',
};

export function useKnownCheckoutMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations('checkout');
  return (message) => {
    const key = message === undefined ? undefined : KNOWN[message];
    return key ? t(key as 'paymentCancelled') : message;
  };
}
