'use server';
import { revalidatePath } from 'next/cache';
import { SLIDE_MESSAGES, slideTextSchema } from '@/lib/domain/validation/slide';
import { actionActor } from '@/lib/server/accounts';
import { createSlide, deleteSlide, reorderSlides, updateSlide } from '@/lib/server/content';
import { parseOr422 } from '@/lib/server/http';
import { checkedUpload } from '@/lib/server/files';
import { failed, type ActionResult } from './action-result';

function revalidateSlides() {
  revalidatePath('/admin/slides');
  revalidatePath('/');
}

export async function uploadSlide(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  try {
    const actor = await actionActor('admin');
    const text = parseOr422(slideTextSchema, { title: form.get('title'), description: form.get('description'), quote: form.get('quote') });
    await createSlide(text, await checkedUpload(form.get('image'), 'image'), actor);
    revalidateSlides();
    return { ok: true, message: SLIDE_MESSAGES.success };
  } catch (error) {
    return failed(error, SLIDE_MESSAGES.failure);
  }
}

export async function removeSlide(id: number): Promise<ActionResult> {
  try {
    await deleteSlide(id, await actionActor('admin'));
    revalidateSlides();
    return { ok: true, message: 'Slide deleted successfully' };
  } catch (error) {
    return failed(error, 'Failed to delete slide');
  }
}

export async function moveSlides(ids: number[]): Promise<ActionResult> {
  try {
    await reorderSlides(ids, await actionActor('admin'));
    revalidateSlides();
    return { ok: true, message: 'Slides reordered' };
  } catch (error) {
    return failed(error, 'Failed to reorder slides');
  }
}

export async function toggleSlide(id: number, active: boolean): Promise<ActionResult> {
  try {
    await updateSlide(id, { is_active: active }, await actionActor('admin'));
    revalidateSlides();
    return { ok: true, message: active ? 'Slide shown on the home page' : 'Slide hidden from the home page' };
  } catch (error) {
    return failed(error, 'Failed to update slide');
  }
}
