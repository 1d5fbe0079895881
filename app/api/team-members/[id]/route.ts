import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { teamMemberUpdateSchema } from '@/lib/domain/validation/auth';
import { getTeamMember, removeTeamMember, updateTeamMember } from '@/lib/server/accounts';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { requireRole } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

const params = z.object({ id: idSchema() });

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params: raw, caller }) => {
    const who = requireRole(await caller(), 'admin');
    return ok(await getTeamMember(who, parseOrRefuse(params, raw).id));
  },
  PUT: async ({ req, params: raw, caller }) => {
    const who = requireRole(await caller(), 'admin');
    const { id } = parseOrRefuse(params, raw);
    const input = await readJsonAs(req, teamMemberUpdateSchema);
    return ok(await updateTeamMember(who, id, input), { message: englishNotice({ code: 'team.updated' }) });
  },
  DELETE: async ({ params: raw, caller }) => {
    const who = requireRole(await caller(), 'admin');
    await removeTeamMember(who, parseOrRefuse(params, raw).id);
    return ok(null, { message: englishNotice({ code: 'team.removed' }) });
  },
});
