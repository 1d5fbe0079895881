import 'server-only';
import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { slides } from '@/db/schema';
import type { SlideTextInput, SlideUpdateInput } from '@/lib/domain/validation/slide';
import { recordAudit } from '@/lib/server/platform';
import { requireAdmin, type Caller } from '@/lib/server/accounts';
import { expireAfter } from '@/lib/server/cache';
import { storeFile, type CheckedUpload } from '@/lib/server/files';
import { fail, invalid } from '@/lib/domain/errors';
import type { WireSlide } from '@/lib/domain/wire/content';
import { toWireSlide } from './slides';

// Homepage carousel slides, managed by admins. The home page reads them through the tag cacheTags.slides,
// expired after every change here so a new slide shows at once.

/** Active slides for anyone; every slide (hidden ones too) for admins only. */
export async function listSlides(caller: Caller, options: { activeOnly: boolean }): Promise<WireSlide[]> {
  if (!options.activeOnly) requireAdmin(caller);
  const db = await getDb();
  const rows = await db
    .select()
    .from(slides)
    .where(options.activeOnly ? eq(slides.isActive, true) : undefined)
    .orderBy(asc(slides.position), asc(slides.id));
  return rows.map(toWireSlide);
}

export async function createSlide(caller: Caller, input: SlideTextInput, image: CheckedUpload | null): Promise<WireSlide> {
  const actor = requireAdmin(caller);
  if (!image) throw invalid({ image: [{ code: 'slide.image_required' }] }, 'slide.upload_failed');
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const file = await storeFile(tx, { ...image, originalName: image.name, purpose: 'slide', uploadedBy: actor.userId });
    const [inserted] = await tx
      .insert(slides)
      .values({
        title: input.title,
        description: input.description ?? null,
        quote: input.quote ?? null,
        titleHi: input.title_hi ?? null,
        descriptionHi: input.description_hi ?? null,
        quoteHi: input.quote_hi ?? null,
        imageFileId: file.id,
        position: sql`(select coalesce(max(${slides.position}), 0) + 1 from ${slides})`,
        createdBy: actor.userId,
      })
      .returning();
    await recordAudit(tx, actor, { action: 'slide.create', entityType: 'slide', entityId: inserted.id, after: inserted, ip: actor.ip });
    return inserted;
  });
  await expireAfter('slides.change');
  return toWireSlide(row);
}

/** Edits a slide's text, whether it is shown and, when a new image is given, its picture. */
export async function updateSlide(
  caller: Caller,
  id: number,
  input: SlideUpdateInput,
  image: CheckedUpload | null = null,
): Promise<WireSlide> {
  const actor = requireAdmin(caller);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(slides).where(eq(slides.id, id)).for('update');
    if (!before) throw fail('slide.not_found');
    const changes: Partial<typeof slides.$inferInsert> = {};
    if (image) {
      const file = await storeFile(tx, { ...image, originalName: image.name, purpose: 'slide', uploadedBy: actor.userId });
      changes.imageFileId = file.id;
    }
    if (input.title !== undefined) changes.title = input.title;
    const description = input.description !== undefined ? input.description : input.desc;
    if (description !== undefined) changes.description = description ?? null;
    if (input.quote !== undefined) changes.quote = input.quote ?? null;
    if (input.is_active !== undefined) changes.isActive = input.is_active;
    if (input.title_hi !== undefined) changes.titleHi = input.title_hi ?? null;
    if (input.description_hi !== undefined) changes.descriptionHi = input.description_hi ?? null;
    if (input.quote_hi !== undefined) changes.quoteHi = input.quote_hi ?? null;
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(slides).set(changes).where(eq(slides.id, id)).returning();
    await recordAudit(tx, actor, { action: 'slide.update', entityType: 'slide', entityId: id, before, after, ip: actor.ip });
    return after;
  });
  await expireAfter('slides.change');
  return toWireSlide(row);
}

export async function deleteSlide(caller: Caller, id: number): Promise<void> {
  const actor = requireAdmin(caller);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(slides).where(eq(slides.id, id)).returning();
    if (!before) throw fail('slide.not_found');
    await recordAudit(tx, actor, { action: 'slide.delete', entityType: 'slide', entityId: id, before, ip: actor.ip });
  });
  await expireAfter('slides.change');
}

/** Positions follow the given order (1, 2, 3...); slides not listed keep their place after them. */
export async function reorderSlides(caller: Caller, ids: number[]): Promise<WireSlide[]> {
  const actor = requireAdmin(caller);
  const db = await getDb();
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const before = await tx.select({ id: slides.id, position: slides.position }).from(slides).where(inArray(slides.id, unique));
    if (before.length !== unique.length) throw fail('slide.not_found');
    for (const [index, id] of unique.entries()) {
      await tx
        .update(slides)
        .set({ position: index + 1 })
        .where(eq(slides.id, id));
    }
    const rest = await tx
      .select({ id: slides.id })
      .from(slides)
      .where(notInArray(slides.id, unique))
      .orderBy(asc(slides.position), asc(slides.id));
    for (const [index, { id }] of rest.entries()) {
      await tx
        .update(slides)
        .set({ position: unique.length + index + 1 })
        .where(eq(slides.id, id));
    }
    await recordAudit(tx, actor, {
      action: 'slide.reorder',
      entityType: 'slide',
      before,
      after: unique.map((id, i) => ({ id, position: i + 1 })),
      ip: actor.ip,
    });
  });
  await expireAfter('slides.change');
  return listSlides(caller, { activeOnly: false });
}
