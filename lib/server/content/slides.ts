import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { slides } from '@/db/schema';
import type { WireSlide } from '@/lib/domain/wire/content';
import { localizedText, type ContentLocale } from '@/lib/domain/localized';
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
    title_hi: s.titleHi,
    description_hi: s.descriptionHi,
    quote_hi: s.quoteHi,
  };
}

/** What the home carousel needs of a wire slide: the site-relative path for next/image, the absolute URL for sharing. */
export type PublicSlide = Pick<WireSlide, 'id' | 'title' | 'description' | 'quote' | 'image' | 'position'> & { imagePath: string | null };

/** Both languages' texts: one cache entry serves the English and the Hindi home page. */
type CachedSlide = PublicSlide & Pick<WireSlide, 'title_hi' | 'description_hi' | 'quote_hi'>;

async function queryActiveSlides(): Promise<CachedSlide[]> {
  const db = await getDb();
  const rows = await db.select().from(slides).where(eq(slides.isActive, true)).orderBy(asc(slides.position), asc(slides.id));
  return rows
    .map(toWireSlide)
    .map(({ id, title, description, quote, image, image_path, position, title_hi, description_hi, quote_hi }) => ({
      id,
      title,
      description,
      quote,
      imagePath: image_path,
      image,
      position,
      title_hi,
      description_hi,
      quote_hi,
    }));
}

const cachedActiveSlides = cachedQuery(queryActiveSlides, ['slides:active'], () => [cacheTags.slides], { atBuild: [] });

/**
 * Active slides in order, for anyone, in the page's language (Hindi texts where entered, English
 * otherwise); cached under cacheTags.slides (expired after any slide change).
 */
export async function listActiveSlides(_caller: Caller, locale: ContentLocale = 'en'): Promise<PublicSlide[]> {
  return (await cachedActiveSlides()).map(({ title_hi, description_hi, quote_hi, ...slide }) => ({
    ...slide,
    title: localizedText(locale, slide.title, title_hi),
    description: localizedText(locale, slide.description, description_hi),
    quote: localizedText(locale, slide.quote, quote_hi),
  }));
}
