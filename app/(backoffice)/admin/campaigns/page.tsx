import Link from 'next/link';
import { CampaignForm } from '@/components/backoffice/campaigns/campaign-form';
import { CampaignList } from '@/components/backoffice/campaigns/campaign-list';
import { Card } from '@/components/backoffice/ui';
import { requirePageRole } from '@/lib/server/accounts/session';
import { listCampaigns } from '@/lib/server/donations';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/admin/campaigns');

export default async function Page({ searchParams }: { searchParams: Promise<{ edit?: string }> }) {
  const admin = await requirePageRole('admin');
  const [campaigns, { edit }] = await Promise.all([listCampaigns(admin), searchParams]);
  const editing = campaigns.find((c) => String(c.id) === edit);
  return (
    <div className="grid gap-6 xl:grid-cols-[32rem_1fr]">
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-gray-900">{editing ? `Edit “${editing.title}”` : 'New campaign'}</h2>
        {editing && (
          <p className="mb-3 text-sm">
            <Link href="/admin/campaigns" className="font-medium text-brand-800 underline underline-offset-2">
              Create a new campaign instead
            </Link>
          </p>
        )}
        <CampaignForm key={editing?.id ?? 'new'} campaign={editing} />
      </Card>
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-gray-900">Campaigns</h2>
        <CampaignList campaigns={campaigns} />
      </Card>
    </div>
  );
}
