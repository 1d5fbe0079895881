import { slideReorderSchema } from '@/lib/domain/validation/slide';
import { requireAdmin } from '@/lib/server/accounts';
import { reorderSlides } from '@/lib/server/content';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const actor = requireAdmin(await caller());
    const { ids } = await readJsonAs(req, slideReorderSchema);
    return ok(await reorderSlides(actor, ids), { message: englishNotice({ code: 'slide.reordered_api' }) });
  },
});
