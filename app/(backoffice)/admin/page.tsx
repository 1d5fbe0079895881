import { DashboardView } from '@/components/backoffice/dashboard/dashboard-view';
import { Notice } from '@/components/backoffice/ui';
import { requirePageRole } from '@/lib/server/accounts/session';
import type { CodCapsReport, DashboardStats, DuplicatePaymentsReport, OpenIncidentsReport } from '@/lib/domain/wire/backoffice';
import { dashboardStats } from '@/lib/server/backoffice';
import { duplicatePaymentsForStaff } from '@/lib/server/payments';
import { accountsAtCodCaps } from '@/lib/server/orders';
import { openIncidentsForStaff } from '@/lib/server/operations';
import { certificateDeadlineCard } from '@/lib/server/donations';
import type { CertificateDeadlineReport } from '@/lib/domain/certificates-10be';
import { textTranslator } from '@/lib/i18n/format-text';
import { panelMetadata } from '@/lib/config/back-office-menu';
import { foundation } from '@/lib/config/foundation';

// The panel layout's title template reaches only the segments below it, not this page beside it.
export const metadata = { title: { absolute: `${panelMetadata('/admin').title} | Admin panel | ${foundation.name}` } };

/** The back-office is in English; the warnings' texts exist in both languages (lib/i18n/messages, `alerts`). */
const LOCALE = 'en';

export default async function AdminDashboardPage() {
  const admin = await requirePageRole('admin');
  let stats: DashboardStats | null = null;
  let duplicates: DuplicatePaymentsReport | null = null;
  let codCaps: CodCapsReport | null = null;
  let alerts: OpenIncidentsReport | null = null;
  let certificates: CertificateDeadlineReport | null = null;
  try {
    [stats, duplicates, codCaps, alerts, certificates] = await Promise.all([
      dashboardStats(admin),
      duplicatePaymentsForStaff(admin),
      accountsAtCodCaps(admin),
      openIncidentsForStaff(admin, LOCALE),
      certificateDeadlineCard(admin),
    ]);
  } catch (error) {
    console.error('[admin] dashboard failed', error);
  }
  if (!stats || !duplicates || !codCaps || !alerts || !certificates) return <Notice kind="error">Failed to load dashboard data</Notice>;
  const t = textTranslator(LOCALE);
  const alertTexts = {
    heading: t('alerts.heading', { count: alerts.items.length }),
    intro: t('alerts.intro'),
    since: (time: string) => t('alerts.since', { time }),
  };
  return (
    <DashboardView
      stats={stats}
      duplicates={duplicates}
      codCaps={codCaps}
      alerts={alerts}
      alertTexts={alertTexts}
      certificates={certificates}
      adminName={admin.name}
    />
  );
}
