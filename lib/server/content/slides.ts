import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { slides } from '@/db/schema';
import type { WireSlide } from '@/lib/domain/wire/content';
import { cacheTags } from '@/lib/server/cache';
import { cachedQuery } from '@/lib/server/cache';
import { absoluteUrl } from '@/lib/server/platform';
import { filePath } from '@/lib/server/files';
import type { Caller } from '@/lib/server/accounts';

type SlideRow = typeof slides.$inferSelect;

/** The one mapping of a slide row: what /api/slides answers and the back-office edits. */
export function toWireSlide(s: SlideRow): WireSlide {
  const path = s.imageFileId ? filePath(s.imageFileId) : s.imageUrl;
  return {
    id: s.id,
    title: s.title,
    desc: s.description,
    description: s.description,
    quote: s.quote,
    image: path ? absoluteUrl(path) : null,
    image_path: path,
    position: s.position,
    is_active: s.isActive,
    created_at: s.createdAt.toISOString(),
  };
}

/** What the home carousel needs of a wire slide: the site-relative path for next/image, the absolute URL for sharing. */
export type PublicSlide = Pick<WireSlide, 'id' | 'title' | 'description' | 'quote' | 'image' | 'position'> & { imagePath: string | null };

async function queryActiveSlides(): Promise<PublicSlide[]> {
  const db = await getDb();
  const rows = await db.select().from(slides).where(eq(slides.isActive, true)).orderBy(asc(slides.position), asc(slides.id));
  return rows.map(toWireSlide).map(({ id, title, description, quote, image, image_path, position }) => ({
    id,
    title,
    description,
    quote,
    imagePath: image_path,
    image,
    position,
  }));
}

const cachedActiveSlides = cachedQuery(queryActiveSlides, ['slides:active'], () => [cacheTags.slides], { atBuild: [] });

/** Active slides in order, for anyone; cached under cacheTags.slides (expired after any slide change). */
export async function listActiveSlides(_caller: Caller): Promise<PublicSlide[]> {
  return cachedActiveSlides();
}
