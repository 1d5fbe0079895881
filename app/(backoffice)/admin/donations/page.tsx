import Link from 'next/link';
import { DonationFilters } from '@/components/backoffice/donations/donation-filters';
import { DonationsTable } from '@/components/backoffice/donations/donations-table';
import { OfflineDonationButton } from '@/components/backoffice/donations/offline-donation-form';
import { Notice, Pagination, withQuery } from '@/components/backoffice/ui';
import { ReissueReceiptsButton } from '@/components/backoffice/donations/reissue-receipts-button';
import { recordOfflineDonationAction, reissue80gReceiptsAction, uploadCertificateAction } from '@/lib/actions/donation-admin';
import { defaultForm10bdYear, recentFinancialYears } from '@/lib/domain/dates';
import { DONATION_PAGE_SIZES, donationPageQuery } from '@/lib/domain/validation/donations';
import { requirePageRole } from '@/lib/server/accounts/session';
import { listCampaigns, listDonationsPage } from '@/lib/server/donations';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/admin/donations');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const admin = await requirePageRole('admin');
  const raw = Object.fromEntries(Object.entries(await searchParams).filter(([, v]) => v)) as Record<string, string>;
  const parsed = donationPageQuery.safeParse(raw);
  const q = parsed.success ? parsed.data : donationPageQuery.parse({});
  let page, campaigns;
  try {
    [page, campaigns] = await Promise.all([listDonationsPage(admin, q), listCampaigns(admin)]);
  } catch (error) {
    console.error('[admin] donations failed', error);
    return <Notice kind="error">Failed to load donations</Notice>;
  }
  const defaultFy = defaultForm10bdYear();
  const years = [...new Set([...recentFinancialYears(6), defaultFy])];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-end gap-3">
        <Link
          href="/admin/donations/certificates"
          className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          Form 10BE certificates
        </Link>
        <ReissueReceiptsButton reissue={reissue80gReceiptsAction} />
        <OfflineDonationButton record={recordOfflineDonationAction} campaigns={campaigns.map((c) => ({ id: c.id, title: c.title }))} />
      </div>
      <DonationFilters years={years} defaultFy={defaultFy} pageSizes={DONATION_PAGE_SIZES} />
      {!parsed.success && <Notice kind="error">Some filters were not understood and were ignored.</Notice>}
      <p className="text-sm text-gray-600">{page.total.toLocaleString('en-IN')} donation(s)</p>
      <DonationsTable donations={page.data} upload={uploadCertificateAction} />
      <Pagination
        label="Donation pages"
        page={page.current_page}
        lastPage={page.last_page}
        hrefFor={(p) => withQuery('/admin/donations', { ...raw, page: p })}
      />
    </div>
  );
}
