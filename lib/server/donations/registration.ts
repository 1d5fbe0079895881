import 'server-only';
import { foundation } from '@/lib/config/foundation';
import { registration80gOn } from '@/lib/domain/registration-80g';

/**
 * Whether a gift made now may ask for 80G: only while one of the foundation's registrations covers today's
 * assessment year. Otherwise the form shows the option switched off and create-order / create-subscription
 * refuse want80G (422), so nobody is promised a deduction the receipt cannot give.
 */
export function offers80gToday(now = new Date()): boolean {
  return registration80gOn(now, foundation.registrations80g) !== null;
}
