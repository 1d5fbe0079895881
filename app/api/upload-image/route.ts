import { UPLOAD_FORM_LIMIT, uploadImage } from '@/lib/server/files';
import { created, endpoint, readForm } from '@/lib/server/http';
import { DomainError, fail, invalid } from '@/lib/domain/errors';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    let form: FormData;
    try {
      // Bounded while it is read: a chunked body without Content-Length is cut off at the limit too.
      form = await readForm(req, UPLOAD_FORM_LIMIT);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'request.too_large') throw fail('upload.body_too_large');
      throw invalid({ image: [{ code: 'field.required', params: { label: 'image' } }] }, 'upload.image_required');
    }
    const file = await uploadImage(await caller(), form.get('image'));
    return created({ id: file.id, url: file.url }, { message: englishNotice({ code: 'upload.image_uploaded' }), top: { url: file.url } });
  },
});
