import { DashboardView } from '@/components/backoffice/dashboard/dashboard-view';
import { Notice } from '@/components/backoffice/ui';
import { requirePageRole } from '@/lib/server/accounts/session';
import type { CodCapsReport, DashboardStats, DuplicatePaymentsReport } from '@/lib/domain/wire/backoffice';
import { dashboardStats } from '@/lib/server/backoffice';
import { duplicatePaymentsForStaff } from '@/lib/server/payments';
import { accountsAtCodCaps } from '@/lib/server/orders';
import { panelMetadata } from '@/lib/config/back-office-menu';
import { foundation } from '@/lib/config/foundation';

// The panel layout's title template reaches only the segments below it, not this page beside it.
export const metadata = { title: { absolute: `${panelMetadata('/admin').title} | Admin panel | ${foundation.name}` } };

export default async function AdminDashboardPage() {
  const admin = await requirePageRole('admin');
  let stats: DashboardStats | null = null;
  let duplicates: DuplicatePaymentsReport | null = null;
  let codCaps: CodCapsReport | null = null;
  try {
    [stats, duplicates, codCaps] = await Promise.all([dashboardStats(admin), duplicatePaymentsForStaff(admin), accountsAtCodCaps(admin)]);
  } catch (error) {
    console.error('[admin] dashboard failed', error);
  }
  if (!stats || !duplicates || !codCaps) return <Notice kind="error">Failed to load dashboard data</Notice>;
  return <DashboardView stats={stats} duplicates={duplicates} codCaps={codCaps} adminName={admin.name} />;
}
