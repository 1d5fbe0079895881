import { CouponsSection } from '@/app/(backoffice)/_sections/coupons-section';
import { requirePanelRole } from '@/lib/server/accounts';

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePanelRole('admin');
  return <CouponsSection basePath="/admin/coupons" searchParams={await searchParams} />;
}
