import { OrdersSection } from '@/app/(backoffice)/_sections/orders-section';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { requirePageRole } from '@/lib/server/accounts/session';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/manager/orders');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requirePageRole(STAFF_ROLES);
  return <OrdersSection staff={staff} basePath="/manager/orders" searchParams={await searchParams} />;
}
