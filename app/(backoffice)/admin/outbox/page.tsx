import { OutboxList } from '@/components/backoffice/logs/outbox-list';
import { outboxQuerySchema } from '@/lib/domain/validation/back-office-query';
import { requirePageRole } from '@/lib/server/accounts/session';
import { listOutbox } from '@/lib/server/backoffice';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/admin/outbox');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const admin = await requirePageRole('admin');
  const parsed = outboxQuerySchema.safeParse(await searchParams);
  const q = parsed.success ? parsed.data : outboxQuerySchema.parse({});
  return <OutboxList page={await listOutbox(admin, q)} status={q.status} />;
}
