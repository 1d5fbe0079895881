import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { slides } from '@/db/schema';
import { cacheTags } from '@/lib/server/cache';
import { cachedQuery } from '@/lib/server/cache';
import { absoluteUrl } from '@/lib/server/platform';
import { filePath } from '@/lib/server/files';
import type { Caller } from '@/lib/server/accounts';

export type PublicSlide = {
  id: number;
  title: string;
  description: string | null;
  quote: string | null;
  /** Site-relative path (for next/image). */
  imagePath: string | null;
  /** Absolute URL (for the /api contract). */
  image: string | null;
  position: number;
};

async function queryActiveSlides(): Promise<PublicSlide[]> {
  const db = await getDb();
  const rows = await db.select().from(slides).where(eq(slides.isActive, true)).orderBy(asc(slides.position), asc(slides.id));
  return rows.map((s) => {
    const imagePath = s.imageFileId ? filePath(s.imageFileId) : s.imageUrl;
    return {
      id: s.id,
      title: s.title,
      description: s.description,
      quote: s.quote,
      imagePath,
      image: imagePath ? absoluteUrl(imagePath) : null,
      position: s.position,
    };
  });
}

const cachedActiveSlides = cachedQuery(queryActiveSlides, ['slides:active'], () => [cacheTags.slides]);

/** Active slides in order, for anyone; cached under cacheTags.slides (expired after any slide change). */
export async function listActiveSlides(_caller: Caller): Promise<PublicSlide[]> {
  return cachedActiveSlides();
}
