import { DashboardView } from '@/components/backoffice/dashboard/dashboard-view';
import { Notice } from '@/components/backoffice/ui';
import { requirePanelRole } from '@/lib/server/accounts';
import type { DashboardStats } from '@/lib/domain/wire/backoffice';
import { dashboardStats } from '@/lib/server/backoffice';

export default async function AdminDashboardPage() {
  const admin = await requirePanelRole('admin');
  let stats: DashboardStats | null = null;
  try {
    stats = await dashboardStats();
  } catch (error) {
    console.error('[admin] dashboard failed', error);
  }
  if (!stats) return <Notice kind="error">Failed to load dashboard data</Notice>;
  return <DashboardView stats={stats} adminName={admin.name} />;
}
