import { systemCaller } from '@/lib/server/accounts/system-caller';
import { receiveRazorpayWebhook } from '@/lib/server/donations';
import { endpoint } from '@/lib/server/http';
import { payloadTooLarge } from '@/lib/server/errors';

const MAX_WEBHOOK_BYTES = 512 * 1024;

// Razorpay webhooks. The body is read as text and verified before it is parsed.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req }) => {
    if (Number(req.headers.get('content-length') ?? '0') > MAX_WEBHOOK_BYTES) throw payloadTooLarge();
    const rawBody = await req.text();
    if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) throw payloadTooLarge();
    const result = await receiveRazorpayWebhook(systemCaller('razorpay-webhook'), {
      rawBody,
      signature: req.headers.get('x-razorpay-signature'),
      eventId: req.headers.get('x-razorpay-event-id'),
    });
    return Response.json({ ...result.body, data: null }, { status: result.status });
  },
});
