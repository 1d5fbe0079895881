import { slideTextSchema } from '@/lib/domain/validation/slide';
import { requireAdmin } from '@/lib/server/accounts';
import { createSlide, listSlides } from '@/lib/server/content';
import { created, endpoint, ok, readForm } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';
import { DomainError, invalid } from '@/lib/domain/errors';
import { parseOrRefuse } from '@/lib/server/errors';
import { checkedUpload } from '@/lib/server/files';

const FORM_LIMIT = 6 * 1024 * 1024;

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  // Public: the home carousel of other clients. Staff may ask for inactive ones too (?all=1).
  GET: async ({ url, caller }) => {
    const who = await caller();
    const all = url.searchParams.get('all') === '1' && who.kind === 'user';
    return ok(await listSlides(who, { activeOnly: !all }));
  },
  POST: async ({ req, caller }) => {
    const actor = requireAdmin(await caller());
    const form = await readForm(req, FORM_LIMIT);
    try {
      const text = parseOrRefuse(slideTextSchema, Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
      const image = await checkedUpload(form.get('image'), 'image');
      return created(await createSlide(actor, text, image), { message: englishNotice({ code: 'slide.uploaded' }) });
    } catch (error) {
      // The client shows the message: keep the spec's text, with the field errors beside it.
      if (error instanceof DomainError && error.code === 'validation.failed') throw invalid(error.fieldErrors ?? {}, 'slide.upload_failed');
      throw error;
    }
  },
});
