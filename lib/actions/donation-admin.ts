'use server';
import { revalidatePath } from 'next/cache';
import { offlineDonationSchema } from '@/lib/domain/validation/donations';
import { actionActor } from '@/lib/server/accounts';
import { recordOfflineDonation, uploadDonationCertificate } from '@/lib/server/donations';
import { parseOr422 } from '@/lib/server/http';
import { failed } from './action-result';

export async function uploadCertificateAction(id: number, dataUrl: string, filename: string) {
  try {
    const admin = await actionActor('admin');
    await uploadDonationCertificate(admin, id, { certificate: dataUrl, filename }, { ip: admin.ip ?? undefined });
    revalidatePath('/admin/donations');
    return { ok: true, message: 'Certificate uploaded successfully' };
  } catch (error) {
    const r = failed(error, 'Upload failed');
    return { ok: false, message: r.message, errors: r.errors };
  }
}

export async function recordOfflineDonationAction(input: Record<string, string | boolean>) {
  try {
    const admin = await actionActor('admin');
    const clean = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== ''));
    await recordOfflineDonation(admin, parseOr422(offlineDonationSchema, clean), { ip: admin.ip ?? undefined });
    revalidatePath('/admin/donations');
    revalidatePath('/admin');
    return { ok: true, message: 'Donation recorded successfully' };
  } catch (error) {
    const r = failed(error, 'Failed to record donation');
    return { ok: false, message: r.message, errors: r.errors };
  }
}
