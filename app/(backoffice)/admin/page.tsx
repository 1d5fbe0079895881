import { DashboardView } from '@/components/backoffice/dashboard/dashboard-view';
import { Notice } from '@/components/backoffice/ui';
import { requirePageRole } from '@/lib/server/accounts';
import type { DashboardStats } from '@/lib/domain/wire/backoffice';
import { dashboardStats } from '@/lib/server/backoffice';

export default async function AdminDashboardPage() {
  const admin = await requirePageRole('admin');
  let stats: DashboardStats | null = null;
  try {
    stats = await dashboardStats(admin);
  } catch (error) {
    console.error('[admin] dashboard failed', error);
  }
  if (!stats) return <Notice kind="error">Failed to load dashboard data</Notice>;
  return <DashboardView stats={stats} adminName={admin.name} />;
}
