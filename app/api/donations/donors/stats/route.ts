import { donorStats } from '@/lib/server/donations';
import { endpoint, ok } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => ok(await donorStats(await caller())),
});
