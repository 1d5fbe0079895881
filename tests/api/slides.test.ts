import { describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { slides } from '@/db/schema';
import { guestCaller } from '@/lib/server/accounts';
import { listActiveSlides } from '@/lib/server/content';
import { uniqueTag } from '@/tests/support/products';

describe('listActiveSlides (the home carousel)', () => {
  it('returns active slides by position with absolute image URLs, without inactive ones', async () => {
    const tag = uniqueTag('slide');
    const db = await getDb();
    await db.insert(slides).values([
      { title: `${tag} third`, imageUrl: '/images/slides/slide-3.webp', position: 903 },
      { title: `${tag} first`, imageUrl: '/images/slides/slide-1.webp', position: 901 },
      { title: `${tag} hidden`, imageUrl: '/images/slides/slide-2.webp', position: 902, isActive: false },
    ]);
    const mine = (await listActiveSlides(guestCaller())).filter((s) => s.title.startsWith(tag));
    expect(mine.map((s) => s.title)).toEqual([`${tag} first`, `${tag} third`]);
    expect(mine[0]).toMatchObject({ imagePath: '/images/slides/slide-1.webp', image: 'http://localhost:3000/images/slides/slide-1.webp' });
  });
});
