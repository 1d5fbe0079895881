'use server';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordId } from '@/lib/domain/validation/fields';
import { certificateUploadSchema, offlineDonationSchema } from '@/lib/domain/validation/donations';
import { recordOfflineDonation, uploadDonationCertificate } from '@/lib/server/donations';
import { runAction } from './run-action';

export async function uploadCertificateAction(id: number, dataUrl: string, filename: string) {
  return runAction({
    roles: 'admin',
    schema: z.object({ id: recordId, upload: certificateUploadSchema }),
    input: { id, upload: { certificate: dataUrl, filename } },
    fallback: 'Upload failed',
    run: async (caller, input) => {
      await uploadDonationCertificate(caller, input.id, input.upload);
      revalidatePath('/admin/donations');
      return { message: 'Certificate uploaded successfully' };
    },
  });
}

export async function recordOfflineDonationAction(input: Record<string, string | boolean>) {
  return runAction({
    roles: 'admin',
    schema: offlineDonationSchema,
    input: Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '')),
    fallback: 'Failed to record donation',
    run: async (caller, donation) => {
      await recordOfflineDonation(caller, donation);
      revalidatePath('/admin/donations');
      revalidatePath('/admin');
      return { message: 'Donation recorded successfully' };
    },
  });
}
