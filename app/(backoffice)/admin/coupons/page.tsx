import { CouponsSection } from '@/app/(backoffice)/_sections/coupons-section';
import { requirePageRole } from '@/lib/server/accounts/session';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/admin/coupons');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageRole('admin');
  return <CouponsSection basePath="/admin/coupons" searchParams={await searchParams} />;
}
