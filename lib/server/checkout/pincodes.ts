import 'server-only';
import { fail } from '@/lib/domain/errors';
import { findIndianState } from '@/lib/domain/india-states';
import { PIN_CODE_PATTERN } from '@/lib/domain/validation/order';
import type { Caller } from '@/lib/server/accounts';
import directory from './pincode-directory.json';

// India Post's PIN code directory, shipped with the code (no network at run time): each PIN's district and
// state. Built by scripts/pincode-directory.mjs (source and licence there and in docs/checkout.md).
const { cities, pins } = directory as unknown as { cities: [string, string][]; pins: Record<string, number> };

export type PincodePlace = { pincode: string; city: string; state: string; state_code: string };

/**
 * GET /api/pincodes/{pin} and the address forms: the district and state a PIN belongs to. Public (a PIN is
 * no secret). A malformed PIN, or one the directory does not know, is a 404: the form then leaves the city
 * and state to the buyer.
 */
export function lookupPincode(_caller: Caller, pin: string): PincodePlace {
  const at = PIN_CODE_PATTERN.test(pin) ? pins[pin] : undefined;
  const state = at === undefined ? null : findIndianState(cities[at][1]);
  if (at === undefined || !state) throw fail('pincode.not_found');
  return { pincode: pin, city: cities[at][0], state: state.name, state_code: state.code };
}
