import { systemCaller } from '@/lib/server/accounts/system-caller';
import { endpoint, readGatewayFields } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';
import { receiveEasebuzzWebhook, settlementText } from '@/lib/server/payments';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req }) => {
    const outcome = await receiveEasebuzzWebhook(systemCaller('easebuzz-webhook'), await readGatewayFields(req));
    if (outcome.kind === 'forged')
      return Response.json({ success: false, message: englishNotice({ code: 'payment.webhook_invalid' }) }, { status: 400 });
    const message =
      outcome.kind === 'redelivered' ? englishNotice({ code: 'payment.webhook_duplicate' }) : settlementText(outcome.settlement);
    return Response.json({ success: true, message });
  },
});
