import { systemCaller } from '@/lib/server/accounts/system-caller';
import { readGatewayFields, type Handler } from '@/lib/server/http';
import { gatewayReturn, settleEasebuzz } from '@/lib/server/payments';

/**
 * The gateway's surl/furl: a cross-site form POST without our cookies; the order is found by txnid and the
 * result trusted only after the reverse hash, key and amount check. The browser is redirected to the
 * success, failure or cancel page; a client that asked for JSON gets the outcome as JSON.
 */
export const gatewayReturnHandler: Handler = async ({ req }) => {
  const gateway = systemCaller('easebuzz-callback');
  const back = await gatewayReturn(gateway, await settleEasebuzz(gateway, await readGatewayFields(req), 'callback'));
  const accept = req.headers.get('accept') ?? '';
  if (accept.includes('application/json') && !accept.includes('text/html')) return Response.json(back.body, { status: back.status });
  return new Response(null, { status: 303, headers: { location: back.location } });
};
