'use server';
import { z } from '@/lib/domain/zod';
import { recordId } from '@/lib/domain/validation/fields';
import { offlineDonationSchema } from '@/lib/domain/validation/donations';
import { recordOfflineDonation, reissue80gReceipts, uploadDonationCertificate } from '@/lib/server/donations';
import { checkedUpload } from '@/lib/server/files';
import { invalid } from '@/lib/domain/errors';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { noInput, runAction } from './run-action';

/**
 * The file travels as multipart (not as a base64 data URL, a third larger), so 5 MB fits the action body
 * limit; it is checked by content like the API's upload.
 */
export async function uploadCertificateAction(id: number, form: FormData) {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: z.object({ id: recordId }),
    input: { id },
    fallback: 'certificate.upload_failed',
    run: async (caller, input) => {
      const file = await checkedUpload(form.get('certificate'), 'certificate', 'certificate');
      if (!file) throw invalid({ certificate: [{ code: 'field.required', params: { label: 'certificate' } }] });
      await uploadDonationCertificate(caller, input.id, { ...file, filename: file.name });
      return { notice: { code: 'certificate.uploaded' } };
    },
  });
}

/** "Re-check 80G receipts": replacement receipts for gifts a registration entered since now covers. */
export async function reissue80gReceiptsAction() {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: noInput,
    input: undefined,
    fallback: 'donation.reissue_failed',
    run: async (caller) => {
      const { reissued } = await reissue80gReceipts(caller);
      return { notice: { code: 'donation.receipts_reissued', params: { count: reissued.length } } };
    },
  });
}

export async function recordOfflineDonationAction(input: Record<string, string | boolean>) {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: offlineDonationSchema,
    input: Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '')),
    fallback: 'donation.record_failed',
    run: async (caller, donation) => {
      const recorded = await recordOfflineDonation(caller, donation);
      const total = recorded.cash_day_total_warning;
      return total === null
        ? { notice: { code: 'donation.recorded' } }
        : { notice: { code: 'donation.recorded_cash_day_limit', params: { total: formatInr(rupeesToPaise(total)) } } };
    },
  });
}
