'use server';
import { uploadImage } from '@/lib/server/files';
import { noInput, runAction, type ActionResult } from './run-action';

/**
 * The registration and profile photo: the same lib/server upload (checks, rate limit) as POST /api/upload-image,
 * answered as codes (the image's type or size, too many uploads) so the page words a refusal in its own language.
 */
export async function uploadPhotoAction(form: FormData): Promise<ActionResult<{ url: string }>> {
  return runAction({
    schema: noInput,
    input: undefined,
    fallback: 'server.error',
    run: async (caller) => {
      const file = await uploadImage(caller, form.get('image'));
      return { data: { url: file.url } };
    },
  });
}
