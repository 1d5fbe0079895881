import { listTeamMembers } from '@/lib/server/accounts';
import { endpoint, ok } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => ok(await listTeamMembers(await caller())),
});
