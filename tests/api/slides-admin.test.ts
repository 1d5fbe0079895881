import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { createUser, type TestUser } from '@/tests/support/users';
import { PNG } from '@/tests/support/backoffice';
import { getDb } from '@/db';
import { auditLog, slides } from '@/db/schema';

let admin: TestUser;
let manager: TestUser;
let user: TestUser;

beforeAll(async () => {
  [admin, manager, user] = await Promise.all([createUser('admin'), createUser('manager'), createUser('user')]);
});

function slideForm(fields: Record<string, string>, image: Uint8Array | string | null = PNG) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (image !== null) form.set('image', new Blob([typeof image === 'string' ? image : Buffer.from(image)]), 'slide.png');
  return form;
}

describe('POST /api/slides', () => {
  it("stores a slide for an admin with 'Slide uploaded successfully!' and shows it in the public list", async () => {
    const title = `Slide ${Date.now()}`;
    const res = await api.post('/api/slides', { form: slideForm({ title, desc: 'A desc', quote: 'A quote' }), token: admin.token });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Slide uploaded successfully!');
    expect(res.body.data).toMatchObject({ title, desc: 'A desc', quote: 'A quote', is_active: true });
    expect(res.body.data.image).toMatch(/^http:\/\/localhost:3000\/api\/files\/\d+$/);
    const list = await api.get('/api/slides');
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { title: string }) => s.title)).toContain(title);
    const db = await getDb();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'slide'), eq(auditLog.entityId, String(res.body.data.id))));
    expect(entry.action).toBe('slide.create');
  });

  it("answers 'Failed to upload slide' with field errors for a missing title or image, or a non-image file", async () => {
    const noTitle = await api.post('/api/slides', { form: slideForm({ title: ' ' }), token: admin.token });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.message).toBe('Failed to upload slide');
    expect(noTitle.body.errors.title).toEqual(['Title is required']);
    const noImage = await api.post('/api/slides', { form: slideForm({ title: 'x' }, null), token: admin.token });
    expect(noImage.status).toBe(422);
    expect(noImage.body.errors.image).toEqual(['Image is required']);
    const text = await api.post('/api/slides', { form: slideForm({ title: 'x' }, 'not an image at all'), token: admin.token });
    expect(text.status).toBe(422);
    expect(text.body.errors.image).toEqual(['Invalid file type. Please upload a valid image.']);
  });

  it('refuses a manager and a user (403) and a guest (401)', async () => {
    expect((await api.post('/api/slides', { form: slideForm({ title: 'x' }), token: manager.token })).status).toBe(403);
    expect((await api.post('/api/slides', { form: slideForm({ title: 'x' }), token: user.token })).status).toBe(403);
    expect((await api.post('/api/slides', { form: slideForm({ title: 'x' }) })).status).toBe(401);
  });
});

describe('slides reorder, update and delete', () => {
  it('reorders, hides and deletes slides (admin only)', async () => {
    const made: number[] = [];
    for (const t of ['One', 'Two', 'Three']) {
      made.push((await api.post('/api/slides', { form: slideForm({ title: `${t} ${Date.now()}` }), token: admin.token })).body.data.id);
    }
    const [a, b, c] = made;
    const re = await api.post('/api/slides/reorder', { body: { ids: [c, a, b] }, token: admin.token });
    expect(re.status).toBe(200);
    const order = re.body.data.map((s: { id: number }) => s.id).filter((id: number) => made.includes(id));
    expect(order).toEqual([c, a, b]);

    const hide = await api.put(`/api/slides/${a}`, { body: { is_active: false }, token: admin.token });
    expect(hide.body.data.is_active).toBe(false);
    const pub = await api.get('/api/slides');
    expect(pub.body.data.map((s: { id: number }) => s.id)).not.toContain(a);
    const all = await api.get('/api/slides?all=1', { token: admin.token });
    expect(all.body.data.map((s: { id: number }) => s.id)).toContain(a);

    expect((await api.delete(`/api/slides/${b}`, { token: manager.token })).status).toBe(403);
    expect((await api.post('/api/slides/reorder', { body: { ids: [a] }, token: manager.token })).status).toBe(403);
    expect((await api.put(`/api/slides/${a}`, { body: { title: 'x' } })).status).toBe(401);
    expect((await api.delete(`/api/slides/${b}`, { token: admin.token })).status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(slides).where(eq(slides.id, b))).toEqual([]);
  });
});
