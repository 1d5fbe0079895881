import { DonationFilters } from '@/components/backoffice/donations/donation-filters';
import { DonationsTable } from '@/components/backoffice/donations/donations-table';
import { OfflineDonationButton } from '@/components/backoffice/donations/offline-donation-form';
import { Notice } from '@/components/backoffice/ui';
import { recordOfflineDonationAction, uploadCertificateAction } from '@/lib/actions/donation-admin';
import { financialYear } from '@/lib/domain/dates';
import { donationListQuery } from '@/lib/domain/validation/donations';
import { requirePageRole } from '@/lib/server/accounts';
import { listDonations } from '@/lib/server/donations';

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const admin = await requirePageRole('admin');
  const raw = Object.fromEntries(Object.entries(await searchParams).filter(([, v]) => v));
  const parsed = donationListQuery.safeParse({ per_page: '200', ...raw });
  const q = parsed.success ? parsed.data : donationListQuery.parse({ per_page: '200' });
  let rows;
  try {
    rows = await listDonations(admin, q);
  } catch (error) {
    console.error('[admin] donations failed', error);
    return <Notice kind="error">Failed to load donations</Notice>;
  }
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <OfflineDonationButton record={recordOfflineDonationAction} />
      </div>
      <DonationFilters currentFy={financialYear(new Date())} />
      {!parsed.success && <Notice kind="error">Some filters were not understood and were ignored.</Notice>}
      <DonationsTable donations={rows} upload={uploadCertificateAction} />
    </div>
  );
}
