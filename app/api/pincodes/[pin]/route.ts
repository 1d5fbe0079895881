import { lookupPincode } from '@/lib/server/checkout';
import { endpoint, ok } from '@/lib/server/http';

// The district and state of an Indian PIN code (India Post's directory, shipped with the site), or 404.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => ok(lookupPincode(await caller(), String(params.pin))),
});
