import { couponCreateSchema, couponListQuerySchema } from '@/lib/domain/validation/coupon-form';
import { actorOf, requireStaff } from '@/lib/server/accounts';
import { createCoupon, listCoupons } from '@/lib/server/coupons';
import { created, endpoint, ok, readJsonAs, readQueryAs } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    requireStaff(await caller());
    return ok(await listCoupons(readQueryAs(url, couponListQuerySchema)), { message: 'Coupons retrieved successfully' });
  },
  POST: async ({ req, caller, ip }) => {
    const actor = actorOf(await caller(), ip);
    const input = await readJsonAs(req, couponCreateSchema);
    return created(await createCoupon(input, actor), { message: 'Coupon created successfully' });
  },
});
