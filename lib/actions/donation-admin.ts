'use server';
import { z } from '@/lib/domain/zod';
import { recordId } from '@/lib/domain/validation/fields';
import { certificateBatchSchema, certificateConfirmSchema, offlineDonationSchema } from '@/lib/domain/validation/donations';
import {
  confirmCertificateUpload,
  discardCertificateUpload,
  recordOfflineDonation,
  reissue80gReceipts,
  uploadCertificateBatch,
  uploadDonationCertificate,
} from '@/lib/server/donations';
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

/** A batch of Form 10BE PDFs or the portal's ZIP (multipart `certificates`), for the year chosen beside them. */
export async function uploadCertificateBatchAction(form: FormData) {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: certificateBatchSchema,
    input: { financial_year: form.get('financial_year') ?? undefined },
    fallback: 'certificate.batch_failed',
    run: async (caller, input) => {
      const files = form.getAll('certificates').filter((v): v is File => typeof v !== 'string');
      const batch = await uploadCertificateBatch(caller, { files, financialYear: input.financial_year });
      return { notice: { code: 'certificate.batch_uploaded', params: { count: batch.count, matched: batch.matched } } };
    },
  });
}

/** Confirms an uploaded certificate for its proposed donor, or for the donor's gift picked by hand. */
export async function confirmCertificateAction(id: number, donationId?: number) {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: certificateConfirmSchema.extend({ id: recordId }),
    input: { id, donation_id: donationId },
    fallback: 'certificate.confirm_failed',
    run: async (caller, input) => {
      await confirmCertificateUpload(caller, input.id, input.donation_id);
      return { notice: { code: 'certificate.confirmed' } };
    },
  });
}

export async function discardCertificateAction(id: number) {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: z.object({ id: recordId }),
    input: { id },
    fallback: 'certificate.discard_failed',
    run: async (caller, input) => {
      await discardCertificateUpload(caller, input.id);
      return { notice: { code: 'certificate.discarded' } };
    },
  });
}
