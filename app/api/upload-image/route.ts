import { uploadImage } from '@/lib/server/files';
import { created, endpoint } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, ip, caller }) => {
    const file = await uploadImage(req, { caller: await caller(), ip });
    return created({ id: file.id, url: file.url }, { message: 'Image uploaded successfully', top: { url: file.url } });
  },
});
