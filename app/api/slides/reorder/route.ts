import { slideReorderSchema } from '@/lib/domain/validation/slide';
import { actorOf } from '@/lib/server/accounts';
import { reorderSlides } from '@/lib/server/content';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller, ip }) => {
    const actor = actorOf(await caller(), ip, 'admin');
    const { ids } = await readJsonAs(req, slideReorderSchema);
    return ok(await reorderSlides(ids, actor), { message: 'Slides reordered successfully' });
  },
});
