import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { slideUpdateSchema } from '@/lib/domain/validation/slide';
import { requireAdmin } from '@/lib/server/accounts';
import { deleteSlide, updateSlide } from '@/lib/server/content';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { englishNotice } from '@/lib/i18n/english';

const params = z.object({ id: idSchema() });

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  PUT: async ({ req, params: p, caller }) => {
    const actor = requireAdmin(await caller());
    const { id } = parseOrRefuse(params, p);
    return ok(await updateSlide(actor, id, await readJsonAs(req, slideUpdateSchema)), {
      message: englishNotice({ code: 'slide.updated' }),
    });
  },
  DELETE: async ({ params: p, caller }) => {
    const actor = requireAdmin(await caller());
    await deleteSlide(actor, parseOrRefuse(params, p).id);
    return ok(null, { message: englishNotice({ code: 'slide.deleted' }) });
  },
});
