import { CouponsSection } from '@/app/(backoffice)/_sections/coupons-section';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { requirePageRole } from '@/lib/server/accounts/session';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/manager/coupons');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageRole(STAFF_ROLES);
  return <CouponsSection basePath="/manager/coupons" searchParams={await searchParams} />;
}
