import { listTeamMembers } from '@/lib/server/data/team-members';
import { endpoint, ok } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => ok(await listTeamMembers(await caller())),
});
