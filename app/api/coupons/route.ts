import { couponCreateSchema, couponListQuerySchema } from '@/lib/domain/validation/coupon-form';
import { requireStaff } from '@/lib/server/accounts';
import { createCoupon, listCoupons } from '@/lib/server/coupons';
import { created, endpoint, ok, readJsonAs, readQueryAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const staff = requireStaff(await caller());
    return ok(await listCoupons(staff, readQueryAs(url, couponListQuerySchema)), {
      message: englishNotice({ code: 'coupon_admin.list_retrieved' }),
    });
  },
  POST: async ({ req, caller }) => {
    const actor = requireStaff(await caller());
    const input = await readJsonAs(req, couponCreateSchema);
    return created(await createCoupon(actor, input), { message: englishNotice({ code: 'coupon_admin.created' }) });
  },
});
