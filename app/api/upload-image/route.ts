import { IMAGE_TOO_LARGE, UPLOAD_FORM_LIMIT, uploadImage } from '@/lib/server/files';
import { created, endpoint } from '@/lib/server/http';
import { payloadTooLarge, validationFailed } from '@/lib/server/errors';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    if (Number(req.headers.get('content-length') ?? '0') > UPLOAD_FORM_LIMIT) throw payloadTooLarge(IMAGE_TOO_LARGE);
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw validationFailed({ image: ['The image field is required.'] }, 'The image field is required.');
    }
    const file = await uploadImage(await caller(), form.get('image'));
    return created({ id: file.id, url: file.url }, { message: 'Image uploaded successfully', top: { url: file.url } });
  },
});
