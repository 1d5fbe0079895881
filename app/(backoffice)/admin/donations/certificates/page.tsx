import { CertificateTrackerTable } from '@/components/backoffice/donations/certificate-tracker';
import { CertificateUploads, type DonorChoice } from '@/components/backoffice/donations/certificate-uploads';
import { Notice } from '@/components/backoffice/ui';
import { confirmCertificateAction, discardCertificateAction, uploadCertificateBatchAction } from '@/lib/actions/donation-admin';
import { defaultForm10bdYear, recentFinancialYears } from '@/lib/domain/dates';
import { form10bdQuery } from '@/lib/domain/validation/donations';
import { requirePageRole } from '@/lib/server/accounts/session';
import { certificateTracker, pendingCertificateUploads } from '@/lib/server/donations';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/admin/donations/certificates');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const admin = await requirePageRole('admin');
  const parsed = form10bdQuery.safeParse({ fy: (await searchParams).fy });
  const fy = (parsed.success && parsed.data.fy) || defaultForm10bdYear();
  const years = [...new Set([...recentFinancialYears(6), defaultForm10bdYear(), fy])].sort().reverse();
  let pending, tracker;
  try {
    [pending, tracker] = await Promise.all([pendingCertificateUploads(admin), certificateTracker(admin, fy)]);
  } catch (error) {
    console.error('[admin] certificates failed', error);
    return <Notice kind="error">Failed to load the certificates</Notice>;
  }
  // For each waiting certificate, the donors of its year still without one: the office picks one for a
  // certificate that matched no one, or another for a proposal that is wrong.
  const pendingYears = [...new Set(pending.map((u) => u.financial_year))];
  const choices: Record<string, DonorChoice[]> = {};
  for (const year of pendingYears) {
    const donors = year === fy ? tracker.donors : (await certificateTracker(admin, year)).donors;
    choices[year] = donors
      .filter((d) => !d.certificate)
      .map((d) => ({ donation_id: d.donation_id, label: `${d.name} · PAN ${d.pan} · ${d.email}` }));
  }
  return (
    <div className="space-y-8">
      {!parsed.success && <Notice kind="error">The financial year was not understood; showing {fy}.</Notice>}
      <CertificateUploads
        pending={pending}
        choices={choices}
        years={years}
        defaultYear={fy}
        upload={uploadCertificateBatchAction}
        confirm={confirmCertificateAction}
        discard={discardCertificateAction}
      />
      <CertificateTrackerTable tracker={tracker} years={years} />
    </div>
  );
}
