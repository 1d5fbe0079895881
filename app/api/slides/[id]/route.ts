import { z } from 'zod';
import { slideUpdateSchema } from '@/lib/domain/validation/slide';
import { actorOf } from '@/lib/server/accounts';
import { deleteSlide, updateSlide } from '@/lib/server/content';
import { endpoint, ok, parseOr422, readJsonAs } from '@/lib/server/http';

const params = z.object({ id: z.coerce.number().int().positive() });

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  PUT: async ({ req, params: p, caller, ip }) => {
    const actor = actorOf(await caller(), ip, 'admin');
    const { id } = parseOr422(params, p);
    return ok(await updateSlide(id, await readJsonAs(req, slideUpdateSchema), actor), { message: 'Slide updated successfully' });
  },
  DELETE: async ({ params: p, caller, ip }) => {
    const actor = actorOf(await caller(), ip, 'admin');
    await deleteSlide(parseOr422(params, p).id, actor);
    return ok(null, { message: 'Slide deleted successfully' });
  },
});
