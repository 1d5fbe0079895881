import { currentCaller } from '@/lib/server/accounts/session';
import { listCoupons } from '@/lib/server/coupons';
import { Pagination } from '@/components/backoffice/ui';
import { CouponManager } from '@/components/backoffice/coupons/coupon-manager';

export async function CouponsSection({
  basePath,
  searchParams,
}: {
  basePath: string;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const page = Math.max(1, Number(searchParams.page) || 1);
  const list = await listCoupons(await currentCaller(), { page, per_page: 25, status: 'all', type: 'all' });
  return (
    <div className="space-y-4">
      <CouponManager coupons={list.data} startOpen={searchParams.new === '1'} />
      <Pagination page={list.current_page} lastPage={list.last_page} hrefFor={(p) => `${basePath}?page=${p}`} />
    </div>
  );
}
