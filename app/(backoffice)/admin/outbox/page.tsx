import { OutboxList } from '@/components/backoffice/logs/outbox-list';
import { outboxQuerySchema } from '@/lib/domain/validation/back-office-query';
import { requirePanelRole } from '@/lib/server/accounts';
import { listOutbox } from '@/lib/server/backoffice';

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await requirePanelRole('admin');
  const parsed = outboxQuerySchema.safeParse(await searchParams);
  const q = parsed.success ? parsed.data : outboxQuerySchema.parse({});
  return <OutboxList page={await listOutbox(q)} status={q.status} />;
}
