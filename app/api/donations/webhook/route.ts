import { systemCaller } from '@/lib/server/accounts/system-caller';
import { receiveRazorpayWebhook } from '@/lib/server/donations';
import { endpoint, readText } from '@/lib/server/http';

const MAX_WEBHOOK_BYTES = 512 * 1024;

// Razorpay webhooks. The body is read as text and verified before it is parsed.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req }) => {
    // Bounded while it is read (413), so a chunked body without Content-Length cannot be buffered whole.
    const rawBody = await readText(req, MAX_WEBHOOK_BYTES);
    const result = await receiveRazorpayWebhook(systemCaller('razorpay-webhook'), {
      rawBody,
      signature: req.headers.get('x-razorpay-signature'),
      eventId: req.headers.get('x-razorpay-event-id'),
    });
    return Response.json({ ...result.body, data: null }, { status: result.status });
  },
});
