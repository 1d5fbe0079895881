import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { slides } from '@/db/schema';
import { cacheTags } from '@/lib/server/cache';
import { cachedQuery } from '@/lib/server/cache';
import { absoluteUrl } from '@/lib/server/platform';
import { filePath } from '@/lib/server/files';

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

/** Active slides in order, cached under cacheTags.slides (expire it after any slide change). */
export const listActiveSlides = cachedQuery(queryActiveSlides, ['slides:active'], () => [cacheTags.slides]);
