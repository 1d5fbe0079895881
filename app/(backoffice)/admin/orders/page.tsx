import { OrdersSection } from '@/app/(backoffice)/_sections/orders-section';
import { requirePageRole } from '@/lib/server/accounts/session';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/admin/orders');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const admin = await requirePageRole('admin');
  return <OrdersSection staff={admin} basePath="/admin/orders" searchParams={await searchParams} />;
}
