'use server';
import { z } from '@/lib/domain/zod';
import { recordId } from '@/lib/domain/validation/fields';
import { slideReorderSchema, slideTextSchema } from '@/lib/domain/validation/slide';
import { createSlide, deleteSlide, reorderSlides, updateSlide } from '@/lib/server/content';
import { checkedUpload } from '@/lib/server/files';
import { runAction, type ActionResult } from './run-action';

/** The slide form's text fields, English and Hindi. */
const slideText = (form: FormData) =>
  Object.fromEntries(['title', 'description', 'quote', 'title_hi', 'description_hi', 'quote_hi'].map((k) => [k, form.get(k)]));

export async function uploadSlide(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: slideTextSchema,
    input: slideText(form),
    fallback: 'slide.upload_failed',
    run: async (caller, text) => {
      await createSlide(caller, text, await checkedUpload(form.get('image'), 'image'));
      return { notice: { code: 'slide.uploaded' } };
    },
  });
}

/** Edit from the same form: text, shown or not, and a new picture when one is chosen. */
export async function editSlide(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: z.object({ id: recordId, text: slideTextSchema }),
    input: {
      id: Number(form.get('id')),
      text: slideText(form),
    },
    fallback: 'slide.update_failed',
    run: async (caller, input) => {
      const active = form.get('is_active') === '1';
      await updateSlide(caller, input.id, { ...input.text, is_active: active }, await checkedUpload(form.get('image'), 'image'));
      return { notice: { code: 'slide.updated' } };
    },
  });
}

export async function removeSlide(id: number): Promise<ActionResult> {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: recordId,
    input: id,
    fallback: 'slide.delete_failed',
    run: async (caller, slideId) => {
      await deleteSlide(caller, slideId);
      return { notice: { code: 'slide.deleted' } };
    },
  });
}

export async function moveSlides(ids: number[]): Promise<ActionResult> {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: slideReorderSchema,
    input: { ids },
    fallback: 'slide.reorder_failed',
    run: async (caller, input) => {
      await reorderSlides(caller, input.ids);
      return { notice: { code: 'slide.reordered' } };
    },
  });
}

export async function toggleSlide(id: number, active: boolean): Promise<ActionResult> {
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: z.object({ id: recordId, active: z.boolean() }),
    input: { id, active },
    fallback: 'slide.update_failed',
    run: async (caller, input) => {
      await updateSlide(caller, input.id, { is_active: input.active });
      return { notice: { code: input.active ? 'slide.shown' : 'slide.hidden' } };
    },
  });
}
