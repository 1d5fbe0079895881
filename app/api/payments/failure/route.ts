import { endpoint } from '@/lib/server/http';
import { formFields } from '@/lib/server/payments';
import { returnFromGateway } from '@/lib/server/payments';
import { settleEasebuzz } from '@/lib/server/payments';

// The gateway's surl/furl: a cross-site form POST without our cookies; the order is found by txnid and the
// result trusted only after the reverse hash, key and amount check.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req }) => returnFromGateway(req, await settleEasebuzz(await formFields(req), 'callback')),
});
