import { systemCaller } from '@/lib/server/accounts/system-caller';
import { readGatewayFields, type Handler } from '@/lib/server/http';
import { gatewayReturn, settleEasebuzz, settlementText } from '@/lib/server/payments';

/**
 * The gateway's surl/furl: a cross-site form POST without our cookies; the order is found by txnid and the
 * result trusted only after the reverse hash, key and amount check. The browser is redirected to the
 * success, failure or cancel page; a client that asked for JSON gets the outcome as JSON (400 when the result
 * could not be verified).
 */
export const gatewayReturnHandler: Handler = async ({ req }) => {
  const gateway = systemCaller('easebuzz-callback');
  const settlement = await settleEasebuzz(gateway, await readGatewayFields(req), 'callback');
  const back = await gatewayReturn(gateway, settlement);
  const accept = req.headers.get('accept') ?? '';
  if (accept.includes('application/json') && !accept.includes('text/html')) {
    const body = { success: settlement.outcome === 'paid', message: settlementText(settlement), data: back.data };
    return Response.json(body, { status: settlement.outcome === 'rejected' ? 400 : 200 });
  }
  return new Response(null, { status: 303, headers: { location: back.location } });
};
