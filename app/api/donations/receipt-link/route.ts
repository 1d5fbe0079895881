import { receiptLinkRequestSchema } from '@/lib/domain/validation/donations';
import { requestReceiptLink } from '@/lib/server/donations';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

// "Send my receipt again": the same answer whether or not the e-mail and number match a receipt. The mail is in
// English unless the client names a site language (`locale`: en or hi).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const input = await readJsonAs(req, receiptLinkRequestSchema);
    await requestReceiptLink(await caller(), input, input.locale);
    return ok(null, { message: englishNotice({ code: 'donation.receipt_link_sent' }) });
  },
});
