import type { Metadata } from 'next';
import { CartRefresh } from '@/components/cart/cart-refresh';
import { ForgetCheckoutDraft } from '@/components/checkout/forget-checkout-draft';
import { LinkButton } from '@/components/ui/link-button';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { ORDER_STATUS_LABELS, paymentStatusLabel } from '@/lib/domain/order-status';
import { orderForResultPage } from '@/lib/server/orders';
import { currentCaller } from '@/lib/server/accounts/session';

export const metadata: Metadata = { title: 'Order Placed', robots: { index: false } };

export default async function CheckoutSuccessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const order = await orderForResultPage(await currentCaller(), q.orderId, q.token);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <CartRefresh />
      <ForgetCheckoutDraft />
      <div
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-leaf-100 text-3xl text-leaf-700"
        aria-hidden="true"
      >
        ✓
      </div>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">Order Placed Successfully!</h1>
      {order ? (
        <dl className="mx-auto mt-6 grid max-w-sm grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-gray-200 bg-white p-5 text-left text-sm">
          <dt className="text-gray-600">Order number</dt>
          <dd className="font-semibold text-gray-900" data-testid="order-number">
            {order.orderNumber}
          </dd>
          <dt className="text-gray-600">Total amount</dt>
          <dd className="font-semibold text-gray-900">{formatInr(rupeesToPaise(order.totalRupees))}</dd>
          <dt className="text-gray-600">Payment status</dt>
          <dd className={order.paymentStatus === 'paid' ? 'font-semibold text-leaf-700' : 'text-gray-900'} data-testid="payment-status">
            {paymentStatusLabel(order)}
          </dd>
          <dt className="text-gray-600">Order status</dt>
          <dd className="text-gray-900" data-testid="order-status">
            {ORDER_STATUS_LABELS[order.status]}
          </dd>
        </dl>
      ) : (
        <p className="mt-4 text-gray-600">Thank you for your order.</p>
      )}
      <p className="mt-6 text-gray-600">A confirmation email has been sent{order ? ` to ${order.email}` : ''} with your order details.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {order?.mine && <LinkButton href={`/profile/orders/${order.id}`}>View in My Orders</LinkButton>}
        <LinkButton
          href={order ? `/track?order=${encodeURIComponent(order.orderNumber)}` : '/track'}
          variant={order?.mine ? 'outline' : 'primary'}
        >
          Track Your Order
        </LinkButton>
        <LinkButton href="/shop" variant="outline">
          Continue Shopping
        </LinkButton>
      </div>
    </section>
  );
}
