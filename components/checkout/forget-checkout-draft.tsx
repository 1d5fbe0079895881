'use client';

import { useEffect } from 'react';
import { forgetCheckoutDrafts } from './checkout-draft';

/** On the success page: the order is placed, so the form the tab kept for checkout is dropped. */
export function ForgetCheckoutDraft() {
  useEffect(() => forgetCheckoutDrafts(), []);
  return null;
}
