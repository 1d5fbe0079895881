import 'server-only';
import { foundation } from '@/lib/config/foundation';
import type { ValidDonation } from '@/lib/domain/donations';

/** What Razorpay checkout needs besides the order or subscription id (name, description, prefill, notes). */
export function checkoutOptions(donor: ValidDonation) {
  return {
    name: foundation.name,
    description: `Donation: ${donor.cause.label}`,
    prefill: { name: donor.name, email: donor.email, contact: donor.phone },
    notes: { cause: donor.cause.code },
  };
}
