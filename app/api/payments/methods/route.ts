import { paymentMethods } from '@/lib/server/payments';
import { endpoint, ok } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => ok(paymentMethods(await caller())),
});
