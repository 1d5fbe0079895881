import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { couponUpdateSchema } from '@/lib/domain/validation/coupon-form';
import { requireStaff } from '@/lib/server/accounts';
import { deleteCoupon, getCoupon, updateCoupon } from '@/lib/server/coupons';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { englishNotice } from '@/lib/i18n/english';

const params = z.object({ id: idSchema() });

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params: p, caller }) => {
    const staff = requireStaff(await caller());
    return ok(await getCoupon(staff, parseOrRefuse(params, p).id));
  },
  PUT: async ({ req, params: p, caller }) => {
    const actor = requireStaff(await caller());
    const { id } = parseOrRefuse(params, p);
    const input = await readJsonAs(req, couponUpdateSchema);
    return ok(await updateCoupon(actor, id, input), { message: englishNotice({ code: 'coupon_admin.updated' }) });
  },
  DELETE: async ({ params: p, caller }) => {
    const actor = requireStaff(await caller());
    const result = await deleteCoupon(actor, parseOrRefuse(params, p).id);
    return ok(result, { message: englishNotice({ code: result.deactivated ? 'coupon_admin.deactivated' : 'coupon_admin.deleted' }) });
  },
});
