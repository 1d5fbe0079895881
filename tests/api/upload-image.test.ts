import { describe, expect, it } from 'vitest';
import { api } from '@/tests/support/api';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

function form(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): FormData {
  const f = new FormData();
  f.append('image', new File([bytes], name, { type }));
  return f;
}

const ip = (n: number) => ({ 'x-forwarded-for': `192.0.2.${n}` });

describe('image upload', () => {
  it('POST /api/upload-image stores a picture without a token and answers {success, url, message}; the URL serves it', async () => {
    const res = await api.post('/api/upload-image', { form: form(PNG, 'me.png', 'image/png'), headers: ip(1) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Image uploaded successfully' });
    expect(res.body.url).toMatch(/^http:\/\/localhost:3000\/api\/files\/\d+$/);
    const served = await api.get(new URL(res.body.url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
  });

  it('POST /api/upload-image refuses a non-image dressed as a .png, by its content', async () => {
    const text = new TextEncoder().encode('<?php echo "not a picture"; ?>');
    const res = await api.post('/api/upload-image', { form: form(text, 'evil.png', 'image/png'), headers: ip(2) });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Invalid file type. Please upload a valid image.');
    expect(res.body.errors.image).toEqual(['Invalid file type. Please upload a valid image.']);
    const pdf = new TextEncoder().encode('%PDF-1.7 ...');
    expect((await api.post('/api/upload-image', { form: form(pdf, 'x.pdf', 'application/pdf'), headers: ip(2) })).status).toBe(422);
  });

  it('POST /api/upload-image refuses a 6 MB image', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    const res = await api.post('/api/upload-image', { form: form(big, 'big.png', 'image/png'), headers: ip(3) });
    expect([413, 422]).toContain(res.status);
    expect(res.body.message).toBe('File size too large. Please upload an image smaller than 5MB.');
  });

  it('POST /api/upload-image without the image field is a 422', async () => {
    const res = await api.post('/api/upload-image', { form: new FormData(), headers: ip(4) });
    expect(res.status).toBe(422);
    expect(res.body.errors.image).toBeDefined();
  });

  it('POST /api/upload-image is rate-limited per address for guests', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await api.post('/api/upload-image', { form: form(PNG, 'a.png', 'image/png'), headers: ip(5) })).status;
    expect(last).toBe(429);
  });
});
