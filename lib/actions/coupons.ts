'use server';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { couponCreateSchema, couponUpdateSchema } from '@/lib/domain/validation/coupon-form';
import { recordId } from '@/lib/domain/validation/fields';
import { createCoupon, deleteCoupon, updateCoupon } from '@/lib/server/coupons';
import type { WireCoupon } from '@/lib/domain/wire/coupons';
import { runAction, type ActionResult } from './run-action';
import { fromIstDateTimeLocal } from '@/lib/domain/dates';

const FIELDS = [
  'name',
  'code',
  'description',
  'type',
  'value',
  'minimum_amount',
  'maximum_discount',
  'usage_limit',
  'usage_limit_per_user',
  'starts_at',
  'expires_at',
] as const;

/** datetime-local values carry no zone: the form means India time. */
function istLocal(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return fromIstDateTimeLocal(value);
}

export async function saveCoupon(_prev: ActionResult<WireCoupon> | null, form: FormData): Promise<ActionResult<WireCoupon>> {
  const id = Number(form.get('id') ?? 0);
  const raw: Record<string, unknown> = Object.fromEntries(FIELDS.map((f) => [f, form.get(f) ?? undefined]));
  raw.starts_at = istLocal(form.get('starts_at'));
  raw.expires_at = istLocal(form.get('expires_at'));
  raw.is_active = form.get('is_active') === 'on';
  const saved = async (coupon: WireCoupon) => ({
    notice: { code: id ? ('coupon_admin.updated' as const) : ('coupon_admin.created' as const) },
    data: coupon,
  });
  if (id) {
    return runAction({
      roles: STAFF_ROLES,
      refresh: true,
      schema: couponUpdateSchema,
      input: raw,
      fallback: 'coupon_admin.save_failed',
      run: async (caller, input) => saved(await updateCoupon(caller, id, input)),
    });
  }
  return runAction({
    roles: STAFF_ROLES,
    refresh: true,
    schema: couponCreateSchema,
    input: raw,
    fallback: 'coupon_admin.save_failed',
    run: async (caller, input) => saved(await createCoupon(caller, input)),
  });
}

export async function removeCoupon(id: number): Promise<ActionResult> {
  return runAction({
    roles: STAFF_ROLES,
    refresh: true,
    schema: recordId,
    input: id,
    fallback: 'coupon_admin.delete_failed',
    run: async (caller, couponId) => {
      const result = await deleteCoupon(caller, couponId);
      return { notice: { code: result.deactivated ? 'coupon_admin.deactivated' : 'coupon_admin.deleted' } };
    },
  });
}
