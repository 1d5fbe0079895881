import Link from 'next/link';
import type { CodCapsReport, DashboardStats, DuplicatePaymentsReport, OpenIncidentsReport } from '@/lib/domain/wire/backoffice';
import { AlertsCard, type AlertsCardTexts } from './alerts-card';
import { DuplicatePaymentsCard } from './duplicate-payments-card';
import { CodCapsCard } from './cod-caps-card';
import { CertificatesCard } from './certificates-card';
import type { CertificateDeadlineReport } from '@/lib/domain/certificates-10be';
import { Card, EmptyState, StatusBadge } from '@/components/backoffice/ui';
import { TrendChart } from './trend-chart';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { formatIstDate } from '@/lib/domain/dates';

/** Last 30 days against the 30 before; nothing when there is nothing to compare (never a made-up +0%). */
function GrowthNote({ growth }: { growth?: number | null }) {
  if (growth === null || growth === undefined) return null;
  const up = growth >= 0;
  return (
    <span className={up ? 'text-leaf-700' : 'text-red-700'} title="Last 30 days against the 30 days before">
      {' · '}
      {up ? '+' : '−'}
      {Math.abs(growth).toLocaleString('en-IN')}% vs previous 30 days
    </span>
  );
}

export function DashboardView({
  stats,
  duplicates,
  codCaps,
  alerts,
  alertTexts,
  certificates,
  adminName,
}: {
  stats: DashboardStats;
  duplicates: DuplicatePaymentsReport;
  codCaps: CodCapsReport;
  alerts: OpenIncidentsReport;
  alertTexts: AlertsCardTexts;
  certificates: CertificateDeadlineReport;
  adminName: string;
}) {
  const cards = [
    {
      label: 'Total Revenue',
      value: formatInr(rupeesToPaise(stats.total_revenue)),
      hint: 'Paid orders, net of refunds',
      growth: stats.growth.revenue,
    },
    { label: 'Total Orders', value: stats.total_orders.toLocaleString('en-IN'), hint: 'All but cancelled', growth: stats.growth.orders },
    { label: 'Total Products', value: stats.total_products.toLocaleString('en-IN'), hint: 'In the catalog' },
    {
      label: 'Total Donations',
      value: formatInr(rupeesToPaise(stats.total_donations)),
      hint: 'Paid donations',
      growth: stats.growth.donations,
    },
    { label: 'Team Members', value: stats.team_members.toLocaleString('en-IN'), hint: 'Managers' },
  ];
  return (
    <div className="space-y-6">
      <div className="rounded-xl bg-gradient-to-r from-brand-700 to-brand-800 p-6 text-white shadow-sm">
        <h2 className="text-2xl font-bold">Welcome back, {adminName}!</h2>
        <p className="mt-1 text-brand-50">Here is how the shop and the giving are doing today.</p>
        <p className="mt-1 text-sm text-brand-50">Payments made in test mode (the payment sandbox) are not counted.</p>
      </div>

      <AlertsCard report={alerts} texts={alertTexts} />
      <DuplicatePaymentsCard report={duplicates} />
      <CodCapsCard report={codCaps} />
      <CertificatesCard report={certificates} />

      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-label="Key figures">
        {cards.map((c) => (
          <li key={c.label} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <p className="text-sm font-medium text-gray-600">{c.label}</p>
            <p className="mt-1 text-2xl font-bold text-gray-900" data-stat={c.label}>
              {c.value}
            </p>
            <p className="mt-1 text-xs text-gray-600">
              {c.hint}
              <GrowthNote growth={c.growth} />
            </p>
          </li>
        ))}
      </ul>

      <div className="grid gap-6 xl:grid-cols-3">
        <Card className="xl:col-span-2">
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-semibold text-gray-900">Recent Orders</h2>
            <Link href="/admin/orders" className="text-sm font-semibold text-brand-700 hover:underline">
              View All
            </Link>
          </div>
          {stats.recent_orders.length === 0 ? (
            <div className="mt-4">
              <EmptyState>No recent orders.</EmptyState>
            </div>
          ) : (
            <ul className="mt-4 divide-y divide-gray-100">
              {stats.recent_orders.map((o) => (
                <li key={o.id} className="flex items-center gap-3 py-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gray-100 text-sm font-bold text-gray-700"
                  >
                    {o.initials}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-gray-900">{o.order_number}</p>
                    <p className="text-xs text-gray-500">{formatIstDate(o.created_at)}</p>
                  </div>
                  {/* Amount over status on a phone, side by side from sm up: the row never outgrows 390 px. */}
                  <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
                    <p className="font-semibold text-gray-900">{formatInr(rupeesToPaise(o.total_amount))}</p>
                    <StatusBadge status={o.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h2 className="text-lg font-semibold text-gray-900">Quick Actions</h2>
          <div className="mt-4 grid gap-2">
            <Link
              href="/admin/products/add"
              className="rounded-lg border border-gray-200 px-4 py-3 font-medium hover:border-brand-300 hover:bg-brand-50"
            >
              Add New Product
            </Link>
            <Link
              href="/admin/coupons?new=1"
              className="rounded-lg border border-gray-200 px-4 py-3 font-medium hover:border-brand-300 hover:bg-brand-50"
            >
              Create Discount Coupon
            </Link>
            <Link
              href="/admin/team?add=1"
              className="rounded-lg border border-gray-200 px-4 py-3 font-medium hover:border-brand-300 hover:bg-brand-50"
            >
              Invite Team Member
            </Link>
          </div>
        </Card>
      </div>

      <Card>
        <h2 className="text-lg font-semibold text-gray-900">Revenue and donations</h2>
        <div className="mt-2">
          <TrendChart series={stats.series} />
        </div>
      </Card>
    </div>
  );
}
